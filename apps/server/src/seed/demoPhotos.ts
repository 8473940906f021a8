import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { photos } from '../db/schema';
import type { PhotoStore } from '../photos/photoStore';
import { storePhoto } from '../photos/storePhoto';
import type { SeededIssue } from './demoIssues';
import type { DemoRandom } from './demoRandom';

/** Sky-to-ground colour pairs, so the photos read as field shots at a glance. */
const PALETTES: [string, string][] = [
  ['#8fb8de', '#4f7a28'],
  ['#c9d6df', '#6b8e23'],
  ['#f2c57c', '#556b2f'],
  ['#a3c4bc', '#3b5d2a'],
];

/** A real JPEG: a gradient with the record it belongs to written on it. */
export async function demoPhotoBytes(
  label: string,
  caption: string,
  palette: [string, string],
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/>
  </linearGradient></defs>
  <rect width="800" height="600" fill="url(#g)"/>
  <text x="40" y="520" font-family="sans-serif" font-size="56" font-weight="bold" fill="#ffffff">${label}</text>
  <text x="40" y="570" font-family="sans-serif" font-size="28" fill="#f0f0f0">${caption}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** One to three photos on about 30 open issues, stored like uploads (original + thumbnail). */
export async function seedDemoPhotos(
  db: Db,
  store: PhotoStore,
  issues: SeededIssue[],
  random: DemoRandom,
): Promise<number> {
  const chosen = random.some(
    issues.filter((issue) => issue.issueTypeId !== null),
    30,
  );
  const rows: (typeof photos.$inferInsert)[] = [];
  for (const issue of chosen) {
    const count = random.int(1, 3);
    for (let n = 1; n <= count; n++) {
      const bytes = await demoPhotoBytes(
        `Verge issue #${issue.id}`,
        `Photo ${n} of ${count}`,
        random.pick(PALETTES),
      );
      const stored = await storePhoto(store, bytes);
      rows.push({
        uuid: randomUUID(),
        key: stored.key,
        target_type: 'vegetation-issue',
        issue_id: issue.id,
        content_type: stored.contentType,
        byte_size: stored.byteSize,
        user_id: issue.userId,
      });
    }
  }
  if (rows.length > 0) await db.insert(photos).values(rows);
  return rows.length;
}
