import {
  formatCoordinate,
  formatUtm,
  ISSUE_TYPE_IDS,
  representativePosition,
  riskLabel,
  TOOL_ISSUE_ID_LABEL,
  toolIssueId,
  toUtm,
  type VegetationIssue,
} from '@verge/domain';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/** Everything the one-issue report shows. */
export interface IssueReport {
  issue: VegetationIssue;
  assetName: string;
  /** Service providers and field users the issue's chain is assigned to. */
  assignees: string[];
  /** Original photo files, in the issue's order. */
  photos: Buffer[];
}

const NOT_RECORDED = 'Not Recorded';
/** Photos are re-encoded at most this size: enough for print, small enough to mail. */
const PHOTO_MAX_PX = 1600;
const PHOTO_MAX_HEIGHT = 320;

/** 'June 1 2026 - 10:30 UTC': the spec's date-time display, in UTC because the server knows no reader's zone. */
function formatDateTime(iso: string): string {
  const date = new Date(iso);
  const month = date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${month} ${date.getUTCDate()} ${date.getUTCFullYear()} - ${date.getUTCHours()}:${minutes} UTC`;
}

/** The title of the issue detail card (spec 1 §2). */
export function reportTitle(issue: VegetationIssue): string {
  return issue.isInteractive ? `${TOOL_ISSUE_ID_LABEL} ${toolIssueId(issue)}` : 'Issue Not Assigned For Work';
}

/** The detail card's fields as label and text, with the card's fallbacks (spec 1 §2 "Issue detail card"). */
export function reportLines(report: Omit<IssueReport, 'photos'>): [string, string][] {
  const { issue, assignees } = report;
  const position = representativePosition(issue.gps_point, issue.gps_track);
  const vegetation = [issue.vegetation_type, ...issue.species].filter((v): v is string => !!v);
  const lines: [string, string][] = [
    ['Issue Type', issue.issue_type ?? 'No Problem Found'],
    ['Risk Level', riskLabel(issue.risk_score)],
    ['Area', issue.area],
    [
      'Original Issue',
      issue.original_issue_id === null ? 'Initial Record of Issue' : String(issue.original_issue_id),
    ],
    [
      'Follow-Ups',
      issue.subsequentIssueIds.length > 0 ? issue.subsequentIssueIds.join(', ') : 'Issue Has No Follow-Ups',
    ],
    ['Action Taken', issue.action_taken ?? NOT_RECORDED],
    ['Future Action Required', issue.action_required ? 'Yes' : 'No'],
    [
      'Required Actions',
      issue.actionsRequired.length > 0 ? issue.actionsRequired.join(' | ') : 'No Required Actions',
    ],
    ['Vegetation Type / Species', vegetation.length > 0 ? vegetation.join(', ') : 'Other'],
    ['Vegetation Height', issue.veg_height === null ? 'Height Not Recorded' : `${issue.veg_height} m`],
    ['Physiological Stage', issue.physiological_stage ?? NOT_RECORDED],
  ];
  const typeId = issue.issueTypeId;
  if (typeId === ISSUE_TYPE_IDS.weeds || typeId === ISSUE_TYPE_IDS.animalAttractant) {
    lines.push(['Distribution', issue.distribution ?? NOT_RECORDED]);
  }
  if (issue.issue_type?.includes('Pipe')) lines.push(['Proximity', issue.proximity ?? NOT_RECORDED]);
  lines.push(
    ['Assigned To', assignees.length > 0 ? assignees.join(', ') : 'Not Assigned'],
    ['Longitude', position ? formatCoordinate(position[0]) : NOT_RECORDED],
    ['Latitude', position ? formatCoordinate(position[1]) : NOT_RECORDED],
    ['UTM', formatUtm(position ? toUtm(position[0], position[1]) : null)],
    ['Inspection Date', formatDateTime(issue.inspection_date)],
    ['User', issue.user],
    ['Comments', issue.comments.trim() === '' ? 'No Comments' : issue.comments],
  );
  return lines;
}

/** pdfkit embeds JPEG and PNG only: every photo is upright-rotated and re-encoded as a bounded JPEG. */
const printablePhoto = (bytes: Buffer) =>
  sharp(bytes)
    .rotate()
    .resize({ width: PHOTO_MAX_PX, height: PHOTO_MAX_PX, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();

/** The one-issue PDF report: the detail card's fields, then the photos scaled to the page width. */
export async function renderIssueReport(report: IssueReport): Promise<Buffer> {
  const photos = await Promise.all(report.photos.map(printablePhoto));
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    info: { Title: reportTitle(report.issue), Author: 'Verge' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(18).text(reportTitle(report.issue));
  doc.font('Helvetica').fontSize(11).fillColor('#555555').text(report.assetName).moveDown();
  doc.fillColor('#000000');
  for (const [label, value] of reportLines(report)) {
    doc.font('Helvetica-Bold').fontSize(10).text(label);
    doc.font('Helvetica').fontSize(11).text(value, { width }).moveDown(0.4);
  }
  doc.moveDown().font('Helvetica-Bold').fontSize(12).text('Photos');
  if (photos.length === 0) doc.font('Helvetica').fontSize(11).text('No Photos');
  for (const photo of photos) {
    if (doc.y + PHOTO_MAX_HEIGHT > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.image(photo, { fit: [width, PHOTO_MAX_HEIGHT], align: 'center' });
    doc.moveDown();
  }
  doc.end();
  return done;
}
