import { describe, expect, it } from 'vitest';
import { exportFileName, stampedFileName } from './fileName';

describe('exportFileName', () => {
  const now = new Date(2026, 10, 22, 5, 30);

  it("puts the moment of export (MMMM-do-yyyy_HH-mm) before the spec's extension", () => {
    expect(exportFileName('csv', now)).toBe('Vegetation Issue Export November-22nd-2026_05-30.csv');
    expect(exportFileName('kml', now)).toBe('issues November-22nd-2026_05-30.kml');
    expect(exportFileName('geojson', now)).toBe('issues November-22nd-2026_05-30.geojson');
  });

  it('uses the 24-hour clock and ordinal days', () => {
    expect(exportFileName('kml', new Date(2027, 0, 3, 17, 4))).toBe('issues January-3rd-2027_17-04.kml');
  });

  it("names culvert downloads after the spec's 'Culvert Export.csv' and 'culvert.kml'", () => {
    expect(exportFileName('csv', now, 'culverts')).toBe('Culvert Export November-22nd-2026_05-30.csv');
    expect(exportFileName('kml', now, 'culverts')).toBe('culvert November-22nd-2026_05-30.kml');
  });
});

describe('stampedFileName', () => {
  it('stamps any spec file name the same way', () => {
    expect(stampedFileName('Culvert Inspection Export.csv', new Date(2026, 10, 22, 5, 30))).toBe(
      'Culvert Inspection Export November-22nd-2026_05-30.csv',
    );
  });
});
