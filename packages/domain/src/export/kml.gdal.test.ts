/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { culvertFixture, inspectionFixture } from '../testing/culvertFixture';
import { issueFixture } from '../testing/issueFixture';
import { culvertsToKml, issuesToKml } from './kml';

const dir = mkdtempSync(join(tmpdir(), 'verge-kml-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What a GIS reads from a file (`ogrinfo -ro -al`): every feature, or with `summary` only the layer's summary. */
function ogrinfo(path: string, summary = true): string {
  try {
    return execFileSync('ogrinfo', ['-ro', '-al', ...(summary ? ['-so'] : []), path], { encoding: 'utf8' });
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

describe('issue KML read by GDAL', () => {
  it('reads every placemark and comments with markup, a CDATA end and control characters in them', () => {
    const path = join(dir, 'issues.kml');
    const comments = 'Gate <b>&</b> "fence" ]]> end\u0001\u000b';
    writeFileSync(path, issuesToKml([issueFixture({ id: 1, comments }), issueFixture({ id: 2 })]));
    const features = ogrinfo(path, false);
    expect(features).toContain('Layer name: Vegetation Issue Export');
    expect(features).toMatch(/Feature Count: 2\b/);
    expect(features).toContain('Comments (String) = Gate <b>&</b> "fence" ]]> end');
    expect(features).toContain('description (String) = <table>');
    expect(features).toContain('<td>Gate &#60;b&#62;&#38;&#60;/b&#62; &#34;fence&#34; ]]&#62; end</td>');
  });
});
