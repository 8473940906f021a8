import { culvertLink, LABEL_SHEET, type LabelBox, labelBox } from '@verge/domain';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { qrMatrix, qrRuns } from '../../../components/qr/qrMatrix';

/** What a label shows of a culvert. */
export interface LabelCulvert {
  assetId: number;
  site_culvert_id: string;
  road_name: string;
}

const PADDING = 10;
/** The QR code's side: the label's height less its padding. */
const QR_SIDE = LABEL_SHEET.labelHeight - 2 * PADDING;
/** Modules of quiet zone inside the code's square (the label's padding adds to it). */
const QR_QUIET = 2;
const TEXT_LEFT = PADDING + QR_SIDE + PADDING;
const TEXT_WIDTH = LABEL_SHEET.labelWidth - TEXT_LEFT - PADDING;

type PdfLib = typeof import('pdf-lib');

interface Fonts {
  bold: PDFFont;
  regular: PDFFont;
}

/** The text as the font can print it: a character its encoding lacks (WinAnsi for the standard fonts) becomes '?'. */
function printable(font: PDFFont, text: string): string {
  let out = '';
  for (const char of text) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += '?';
    }
  }
  return out;
}

/** The text broken into lines of at most the width, each break after a space, dash, slash or underscore if one fits. */
function breakLines(font: PDFFont, text: string, size: number): string[] {
  const lines: string[] = [];
  let rest = text;
  while (rest.length > 0) {
    let end = rest.length;
    while (end > 1 && font.widthOfTextAtSize(rest.slice(0, end), size) > TEXT_WIDTH) end -= 1;
    if (end < rest.length) {
      const soft = Math.max(...[' ', '-', '/', '_'].map((mark) => rest.lastIndexOf(mark, end - 1)));
      if (soft > 0) end = soft + 1;
    }
    lines.push(rest.slice(0, end).trim());
    rest = rest.slice(end).trimStart();
  }
  return lines;
}

/** Sizes to try for a text, largest first, in at most so many lines. */
interface Fit {
  lines: number;
  max: number;
  min: number;
}

/**
 * The text at the first fit it takes (largest size first): so a long site id stays whole on two lines rather than
 * cut on one. Past the last fit, the last line is cut with an ellipsis. The fits bound the label's height.
 */
function fitted(font: PDFFont, raw: string, fits: readonly Fit[]): { lines: string[]; size: number } {
  const text = printable(font, raw.trim());
  for (const fit of fits) {
    for (let size = fit.max; size >= fit.min; size -= 1) {
      const lines = breakLines(font, text, size);
      if (lines.length <= fit.lines) return { lines, size };
    }
  }
  const last = fits[fits.length - 1];
  const lines = breakLines(font, text, last.min).slice(0, last.lines);
  let end = lines[lines.length - 1];
  while (end.length > 0 && font.widthOfTextAtSize(`${end}…`, last.min) > TEXT_WIDTH) end = end.slice(0, -1);
  lines[lines.length - 1] = `${end}…`;
  return { lines, size: last.min };
}

/** At most 2 × (16 + 2) + 6 + 2 × (8 + 2 + 2 × (10 + 1) + 5) = 116 points of the label's 124 inside its padding. */
const HEADING_FITS: Fit[] = [
  { lines: 1, max: 22, min: 14 },
  { lines: 2, max: 16, min: 11 },
];
const FIELD_FITS: Fit[] = [
  { lines: 1, max: 12, min: 9 },
  { lines: 2, max: 10, min: 8 },
];

function drawQr(page: PDFPage, box: LabelBox, link: string): void {
  const matrix = qrMatrix(link);
  const module = QR_SIDE / (matrix.size + 2 * QR_QUIET);
  const left = box.x + PADDING + QR_QUIET * module;
  const top = box.y + box.height - PADDING - QR_QUIET * module;
  for (const run of qrRuns(matrix)) {
    page.drawRectangle({
      x: left + run.column * module,
      y: top - (run.row + 1) * module,
      width: run.length * module,
      height: module,
    });
  }
}

interface LabelLines {
  heading: string;
  fields: [label: string, value: string][];
}

function drawLabel(
  page: PDFPage,
  box: LabelBox,
  fonts: Fonts,
  lines: LabelLines,
  { grayscale }: PdfLib,
): void {
  page.drawRectangle({
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
    borderColor: grayscale(0.75),
    borderWidth: 0.5,
  });
  let y = box.y + box.height - PADDING;
  const heading = fitted(fonts.bold, lines.heading, HEADING_FITS);
  for (const line of heading.lines) {
    y -= heading.size;
    page.drawText(line, { x: box.x + TEXT_LEFT, y, size: heading.size, font: fonts.bold });
    y -= 2;
  }
  y -= 6;
  for (const [label, value] of lines.fields) {
    y -= 8;
    page.drawText(label, { x: box.x + TEXT_LEFT, y, size: 8, font: fonts.regular, color: grayscale(0.35) });
    y -= 2;
    const text = fitted(fonts.regular, value || '—', FIELD_FITS);
    for (const line of text.lines) {
      y -= text.size;
      page.drawText(line, { x: box.x + TEXT_LEFT, y, size: text.size, font: fonts.regular });
      y -= 1;
    }
    y -= 5;
  }
}

/**
 * A PDF sheet of weatherproof-tag labels, ten to a US Letter page: each with the QR code of the culvert's link,
 * its site id, road and asset. Made on the device, so it works offline for the culverts stored there.
 */
export async function culvertLabelsPdf(
  culverts: readonly LabelCulvert[],
  { origin, assetName }: { origin: string; assetName: string },
): Promise<Uint8Array> {
  // Its own chunk, fetched on the first print (the service worker keeps it for offline use).
  const lib = await import('pdf-lib');
  const { PDFDocument, StandardFonts } = lib;
  const doc = await PDFDocument.create();
  doc.setTitle(`Culvert labels - ${assetName}`);
  doc.setCreator('Verge');
  const fonts = {
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    regular: await doc.embedFont(StandardFonts.Helvetica),
  };
  culverts.forEach((culvert, index) => {
    const box = labelBox(index);
    const page =
      box.page < doc.getPageCount()
        ? doc.getPage(box.page)
        : doc.addPage([LABEL_SHEET.width, LABEL_SHEET.height]);
    drawQr(
      page,
      box,
      culvertLink(origin, { assetId: culvert.assetId, siteCulvertId: culvert.site_culvert_id }),
    );
    const lines: LabelLines = {
      heading: culvert.site_culvert_id,
      fields: [
        ['Road', culvert.road_name],
        ['Asset', assetName],
      ],
    };
    drawLabel(page, box, fonts, lines, lib);
  });
  return doc.save();
}
