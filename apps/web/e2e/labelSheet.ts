import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LABEL_SHEET, labelBox } from '@verge/domain';
import jsQR from 'jsqr';
import sharp from 'sharp';

const run = promisify(execFile);
/** Dots per inch the sheet is rendered at: a module of the QR code is about 6 pixels, as a phone camera sees it. */
const DPI = 150;

/** A printed label sheet read back as a person and a phone would: its text, and the code each label holds. */
export async function readLabelSheet(
  pdfPath: string,
  labels: number,
): Promise<{ text: string; codes: string[] }> {
  const { stdout: text } = await run('pdftotext', ['-layout', pdfPath, '-']);
  const dir = await mkdtemp(join(tmpdir(), 'verge-labels-'));
  try {
    await run('pdftoppm', ['-r', String(DPI), '-png', pdfPath, join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    const scale = DPI / 72;
    const codes: string[] = [];
    for (let index = 0; index < labels; index += 1) {
      const box = labelBox(index);
      const { data, info } = await sharp(join(dir, pages[box.page]))
        .extract({
          left: Math.round(box.x * scale),
          top: Math.round((LABEL_SHEET.height - box.y - box.height) * scale),
          width: Math.round(box.width * scale),
          height: Math.round(box.height * scale),
        })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      codes.push(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? '(no code)');
    }
    return { text, codes };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
