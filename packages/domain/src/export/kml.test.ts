import { describe, expect, it } from 'vitest';
import { culvertFixture, inspectionFixture } from '../testing/culvertFixture';
import { issueFixture } from '../testing/issueFixture';
import { TRACK_FIXTURE } from '../testing/referenceFixtures';
import { culvertsToKml, issuesToKml } from './kml';

function placemarks(kml: string): string[] {
  return [...kml.matchAll(/<Placemark[\s\S]*?<\/Placemark>/g)].map((m) => m[0]);
}

describe('issuesToKml', () => {
  const kml = issuesToKml([
    issueFixture({ id: 8, risk_score: 10, comments: 'Fence & <gate>' }),
    issueFixture({ id: 9, risk_score: 0, gps_point: null, gps_track: TRACK_FIXTURE, issue_type: 'Other' }),
  ]);

  it('names the document and defines a style per risk colour used (KML aabbggrr)', () => {
    expect(kml).toMatch(
      /<kml xmlns="http:\/\/www\.opengis\.net\/kml\/2\.2">\s*<Document><name>Vegetation Issue Export<\/name>/,
    );
    expect(kml).toContain('<Style id="risk-high"><IconStyle><color>ff2f2fd3</color></IconStyle>');
    expect(kml).toContain('<Style id="risk-none">');
    expect(kml).not.toContain('<Style id="risk-medium">');
  });

  it('writes a styled Placemark per point and per track with name, description and ExtendedData', () => {
    const [point, line] = placemarks(kml);
    expect(placemarks(kml)).toHaveLength(2);
    expect(point).toContain('<name>Weeds (Verge Id 8)</name>');
    expect(point).toContain('<styleUrl>#risk-high</styleUrl>');
    expect(point).toMatch(/<Point><coordinates>-116\.5,53\.9<\/coordinates><\/Point>/);
    expect(point).toContain(
      '<description><![CDATA[<table><tr><th align="left">Area Name</th><td>Area 1</td></tr>',
    );
    expect(point).toContain('<th align="left">Risk Score</th><td>10 (High Risk)</td>');
    expect(point).toContain('<td>Fence &#38; &#60;gate&#62;</td>');
    expect(point).toContain('<Data name="Comments"><value>Fence &amp; &lt;gate&gt;</value></Data>');
    expect(point).toContain('<Data name="Area Name"><value>Area 1</value></Data>');
    expect(line).toContain('<styleUrl>#risk-none</styleUrl>');
    expect(line).toMatch(
      /<LineString><coordinates>-116\.5,53\.9\n-116\.51,53\.91<\/coordinates><\/LineString>/,
    );
    expect(point.indexOf('<styleUrl>')).toBeLessThan(point.indexOf('<ExtendedData>'));
  });

  it('writes the inspection date as the CSV and the screens do (spec format, not ISO)', () => {
    const [point] = placemarks(kml);
    const balloon = point.match(/<th align="left">Inspected Date<\/th><td>(.*?)<\/td>/)?.[1];
    const data = point.match(/<Data name="Inspected Date"><value>(.*?)<\/value>/)?.[1];
    expect(balloon).toMatch(/^[A-Z][a-z]+ \d{1,2} \d{4} - \d{1,2}:\d{2}$/);
    expect(data).toBe(balloon);
  });

  it('is an empty named document for no issues', () => {
    expect(placemarks(issuesToKml([]))).toEqual([]);
    expect(issuesToKml([])).toContain('<name>Vegetation Issue Export</name>');
  });
});

describe('culvertsToKml', () => {
  const exportedAt = new Date(2026, 10, 25, 9, 5);
  const kml = culvertsToKml(
    [
      {
        culvert: culvertFixture({ id: 1, site_culvert_id: 'RR-1' }),
        inspection: inspectionFixture({ risk_score: 10 }),
      },
      { culvert: culvertFixture({ id: 2, site_culvert_id: 'RR-2' }), inspection: null },
      {
        culvert: culvertFixture({ id: 3, site_culvert_id: 'RR-3', outlet_location: null }),
        inspection: null,
      },
    ],
    exportedAt,
  );

  it("is document 'Culvert Export' with an inlet and an outlet placemark per culvert (where set)", () => {
    expect(kml).toContain('<Document><name>Culvert Export</name>');
    const names = placemarks(kml).map((p) => p.match(/<name>([^<]+)<\/name>/)?.[1]);
    expect(names).toEqual(['RR-1 Inlet', 'RR-1 Outlet', 'RR-2 Inlet', 'RR-2 Outlet', 'RR-3 Inlet']);
  });

  it('colours by the latest risk, grey without an inspection, and gives the export time', () => {
    const [inlet, outlet, awaiting] = placemarks(kml);
    expect(inlet).toContain('<styleUrl>#risk-high</styleUrl>');
    expect(outlet).toContain('<styleUrl>#risk-high</styleUrl>');
    expect(awaiting).toContain('<styleUrl>#risk-unknown</styleUrl>');
    expect(kml).toContain('<Style id="risk-unknown"><IconStyle><color>ff9e9e9e</color>');
    expect(inlet).toContain('<p>Exported 2026-11-25 09:05</p>');
    expect(inlet).toMatch(/<Point><coordinates>-116\.5,53\.9<\/coordinates><\/Point>/);
    expect(outlet).toMatch(/<Point><coordinates>-116\.4,53\.8<\/coordinates><\/Point>/);
    expect(inlet).toContain('<Data name="Site Culvert Id"><value>RR-1</value></Data>');
    expect(awaiting).toContain(
      '<Data name="Has Culvert Inspection?"><value>No inspection completed.</value></Data>',
    );
  });
});
