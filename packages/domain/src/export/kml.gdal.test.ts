/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { culvertFixture, inspectionFixture } from '../testing/culvertFixture';
import { culvertsToKml } from './kml';

const dir = mkdtempSync(join(tmpdir(), 'verge-kml-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** GDAL's summary of a file (`ogrinfo -ro -al -so`): what a GIS reads from it. */
function ogrinfo(path: string): string {
  try {
    return execFileSync('ogrinfo', ['-ro', '-al', '-so', path], { encoding: 'utf8' });
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(
      missing
        ? 'ogrinfo not found: install GDAL (Debian: apt-get install gdal-bin) to check the KML export'
        : `ogrinfo could not read the KML: ${String(error)}`,
    );
  }
}

describe('culvert KML read by GDAL', () => {
  it("opens as layer 'Culvert Export' with an inlet and an outlet point per culvert", () => {
    const path = join(dir, 'culvert.kml');
    writeFileSync(
      path,
      culvertsToKml(
        [
          {
            culvert: culvertFixture({ id: 1, site_culvert_id: 'A & B <1>' }),
            inspection: inspectionFixture(),
          },
          { culvert: culvertFixture({ id: 2 }), inspection: null },
          { culvert: culvertFixture({ id: 3 }), inspection: null },
        ],
        new Date(),
      ),
    );
    const summary = ogrinfo(path);
    expect(summary).toContain('Layer name: Culvert Export');
    expect(summary).toContain('Extent: (-116.500000, 53.800000) - (-116.400000, 53.900000)');
    expect(summary).toMatch(/Feature Count: 6\b/);
  });
});
