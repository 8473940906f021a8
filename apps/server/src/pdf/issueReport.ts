import {
  formatDateTimeUtc,
  ISSUE_DETAIL_EMPTY,
  type IssueDetailField,
  issueDetailFields,
  issueDetailTitle,
  riskLabel,
  type VegetationIssue,
} from '@verge/domain';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { DecodeTurn } from '../photos/photoDecodes';

/** Everything the one-issue report shows. */
export interface IssueReport {
  issue: VegetationIssue;
  assetName: string;
  /** Service providers and field users the issue's chain is assigned to. */
  assignees: string[];
  /** Original photo files, in the issue's order. */
  photos: Buffer[];
}

/** Photos are re-encoded at most this size: enough for print, small enough to mail. */
const PHOTO_MAX_PX = 1600;
const PHOTO_MAX_HEIGHT = 320;

/**
 * The detail card's fields as label and text (spec 1 §2 "Issue detail card"), with the risk level after the
 * type: the app shows the risk beside the card, the report has only the list.
 */
export function reportLines(report: Omit<IssueReport, 'photos'>): IssueDetailField[] {
  const { issue, assignees } = report;
  const [type, ...rest] = issueDetailFields(issue, { assignees, formatDate: formatDateTimeUtc });
  return [type, { label: 'Risk Level', text: riskLabel(issue.risk_score) }, ...rest];
}

/** pdfkit embeds JPEG and PNG only: every photo is upright-rotated and re-encoded as a bounded JPEG. */
const printablePhoto = (bytes: Buffer) =>
  sharp(bytes)
    .rotate()
    .resize({ width: PHOTO_MAX_PX, height: PHOTO_MAX_PX, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();

/**
 * The one-issue PDF report: the detail card's fields, then the photos scaled to the page width. Each photo is
 * decoded in its `turn` of the instance's decodes (photos/photoDecodes.ts), like an upload's.
 */
export async function renderIssueReport(report: IssueReport, turn: DecodeTurn): Promise<Buffer> {
  const photos = await Promise.all(report.photos.map((photo) => turn(() => printablePhoto(photo))));
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    info: { Title: issueDetailTitle(report.issue), Author: 'Verge' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(18).text(issueDetailTitle(report.issue));
  doc.font('Helvetica').fontSize(11).fillColor('#555555').text(report.assetName).moveDown();
  doc.fillColor('#000000');
  for (const { label, text } of reportLines(report)) {
    doc.font('Helvetica-Bold').fontSize(10).text(label);
    doc.font('Helvetica').fontSize(11).text(text, { width }).moveDown(0.4);
  }
  doc.moveDown().font('Helvetica-Bold').fontSize(12).text('Photos');
  if (photos.length === 0) doc.font('Helvetica').fontSize(11).text(ISSUE_DETAIL_EMPTY.photos);
  for (const photo of photos) {
    if (doc.y + PHOTO_MAX_HEIGHT > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.image(photo, { fit: [width, PHOTO_MAX_HEIGHT], align: 'center' });
    doc.moveDown();
  }
  doc.end();
  return done;
}
