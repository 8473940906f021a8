import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { type QrMatrix, qrMatrix, qrPath, qrRuns } from './qrMatrix';

/** The code drawn as a scanner would see it: `scale` pixels a module, with a 4-module white border. */
function pixels(matrix: QrMatrix, scale = 4) {
  const side = (matrix.size + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const run of qrRuns(matrix)) {
    for (let y = (run.row + 4) * scale; y < (run.row + 5) * scale; y += 1) {
      for (let x = (run.column + 4) * scale; x < (run.column + 4 + run.length) * scale; x += 1) {
        data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
      }
    }
  }
  return { data, side };
}

describe('qrMatrix', () => {
  it('encodes the text: the runs drawn read back as it', () => {
    const link = 'https://verge.example/culverts?asset=12&siteCulvertId=RR190-4';
    const { data, side } = pixels(qrMatrix(link));
    expect(jsQR(data, side, side)?.data).toBe(link);
  });

  it('draws each run of dark modules once, in the SVG path as on the page', () => {
    const matrix: QrMatrix = { size: 3, dark: (row, column) => row === 1 || (row === 0 && column !== 1) };
    expect(qrRuns(matrix)).toEqual([
      { row: 0, column: 0, length: 1 },
      { row: 0, column: 2, length: 1 },
      { row: 1, column: 0, length: 3 },
    ]);
    expect(qrPath(matrix)).toBe('M0 0h1v1h-1zM2 0h1v1h-1zM0 1h3v1h-3z');
  });
});
