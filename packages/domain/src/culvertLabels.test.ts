import { describe, expect, it } from 'vitest';
import {
  CULVERT_LINK_PATH,
  culvertLink,
  culvertLinkPath,
  culvertLinkTarget,
  LABEL_SHEET,
  labelBox,
  labelFileName,
  scannedCulvertLink,
} from './culvertLabels';

const ORIGIN = 'https://verge.example';

describe('culvert links', () => {
  it('name the asset and the site id, encoded, and read back as they were made', () => {
    const link = culvertLink(ORIGIN, { assetId: 12, siteCulvertId: 'RR 190/4 & B' });
    expect(link).toBe(`${ORIGIN}${CULVERT_LINK_PATH}?asset=12&siteCulvertId=RR+190%2F4+%26+B`);
    expect(scannedCulvertLink(link, ORIGIN)).toEqual({ assetId: 12, siteCulvertId: 'RR 190/4 & B' });
    expect(culvertLinkPath({ assetId: null, siteCulvertId: 'A1' })).toBe(
      `${CULVERT_LINK_PATH}?siteCulvertId=A1`,
    );
  });

  it('take a link without an asset as the selected asset, and refuse a bad asset or a missing site id', () => {
    expect(culvertLinkTarget(new URLSearchParams('siteCulvertId=A1'))).toEqual({
      assetId: null,
      siteCulvertId: 'A1',
    });
    for (const bad of [
      'asset=12',
      'asset=12&siteCulvertId=%20',
      'asset=x&siteCulvertId=A1',
      'asset=-3&siteCulvertId=A1',
      'asset=1.5&siteCulvertId=A1',
      'asset=0&siteCulvertId=A1',
      `asset=1&siteCulvertId=${'a'.repeat(101)}`,
    ]) {
      expect(culvertLinkTarget(new URLSearchParams(bad)), bad).toBeNull();
    }
  });

  it('follow only a scanned code of this app: not another origin, another path, or plain text', () => {
    expect(scannedCulvertLink(`https://other.example/culverts?asset=1&siteCulvertId=A1`, ORIGIN)).toBeNull();
    expect(scannedCulvertLink(`${ORIGIN}/culvert-asset-view?asset=1&siteCulvertId=A1`, ORIGIN)).toBeNull();
    expect(scannedCulvertLink('RR190-4', ORIGIN)).toBeNull();
    expect(scannedCulvertLink(` ${ORIGIN}/culverts?asset=1&siteCulvertId=A1\n`, ORIGIN)).toEqual({
      assetId: 1,
      siteCulvertId: 'A1',
    });
  });
});

describe('label sheet', () => {
  it('places ten labels a page, across then down, inside the page, the eleventh on the next page', () => {
    const boxes = Array.from({ length: 11 }, (_, index) => labelBox(index));
    expect(boxes.slice(0, 10).every((box) => box.page === 0)).toBe(true);
    expect(boxes[10]).toEqual({ ...boxes[0], page: 1 });
    expect(boxes[1].x).toBeGreaterThan(boxes[0].x);
    expect(boxes[1].y).toBe(boxes[0].y);
    expect(boxes[2].y).toBe(boxes[0].y - LABEL_SHEET.labelHeight);
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(LABEL_SHEET.width);
      expect(box.y + box.height).toBeLessThanOrEqual(LABEL_SHEET.height);
    }
  });

  it('names the file after the asset, without characters a file name cannot hold', () => {
    expect(labelFileName('Pipeline A/B: North')).toBe('Culvert labels - Pipeline A B North.pdf');
    expect(labelFileName('  ')).toBe('Culvert labels.pdf');
  });
});
