import { create } from 'qrcode';

/** The dark modules of a QR code, row by row, with its side in modules (no quiet zone). */
export interface QrMatrix {
  size: number;
  dark: (row: number, column: number) => boolean;
}

/**
 * The QR code of `text`. Error correction M (15%): a label scuffed or splashed in a ditch still reads, and a link of
 * about 80 characters stays at a size a phone reads from arm's length.
 */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
}

/** A run of adjacent dark modules in one row. */
export interface QrRun {
  row: number;
  column: number;
  length: number;
}

/** The dark modules as runs along each row: one rectangle each to draw, in SVG or on a PDF page. */
export function qrRuns(matrix: QrMatrix): QrRun[] {
  const runs: QrRun[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    let column = 0;
    while (column < matrix.size) {
      if (!matrix.dark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < matrix.size && matrix.dark(row, column)) column += 1;
      runs.push({ row, column: start, length: column - start });
    }
  }
  return runs;
}

/** The dark modules as one SVG path in module units. */
export function qrPath(matrix: QrMatrix): string {
  return qrRuns(matrix)
    .map(({ row, column, length }) => `M${column} ${row}h${length}v1h${-length}z`)
    .join('');
}
