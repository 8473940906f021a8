import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { culvertFixture, inspectionFixture } from '../testing/culvertFixture';
import { INSPECTION_EXPORT_COLUMNS, inspectionExportRow, inspectionsToCsv } from './inspectionCsv';

describe('inspectionExportRow', () => {
  it('writes the culvert, the dates in display formats, risk text, action names and the photo count', () => {
    const row = inspectionExportRow(
      inspectionFixture({
        inspection_date: new Date(2026, 10, 3, 14, 5).toISOString(),
        next_inspection_date: '2027-11-03',
        risk_score: 10,
        culvertStatus: 'Poor',
        actionsTaken: ['Debris Cleared', 'Inlet Cleaned'],
        actionsRequired: ['Replace Culvert'],
        comments: 'Beaver dam',
        photos: ['a', 'b'],
        user: 'Ada Admin',
      }),
      culvertFixture({ site_culvert_id: 'RR-190-7', road_name: 'Range Road 190' }),
    );
    expect(row).toEqual({
      'Site Culvert Id': 'RR-190-7',
      'Road Name': 'Range Road 190',
      'Culvert Status': 'Poor',
      'Inspection Date': 'November 3 2026 - 14:05',
      'Next Inspection Date': 'November 3 2027',
      'Risk Score': 'High Risk',
      'Actions Taken': 'Debris Cleared | Inlet Cleaned',
      'Actions Required': 'Replace Culvert',
      Comments: 'Beaver dam',
      'Photos Taken': '2 photo(s) taken',
      User: 'Ada Admin',
    });
  });

  it("fills every missing value with 'N/A'; the inspection's site id stands in for an unknown culvert", () => {
    const row = inspectionExportRow(
      inspectionFixture({ culvert: 'C-9', risk_score: 0, comments: '  ', culvertStatus: '' }),
      undefined,
    );
    expect(row).toMatchObject({
      'Site Culvert Id': 'C-9',
      'Road Name': 'N/A',
      'Culvert Status': 'N/A',
      'Risk Score': 'No Risk',
      'Actions Taken': 'N/A',
      'Actions Required': 'N/A',
      Comments: 'N/A',
      'Photos Taken': '0 photo(s) taken',
    });
  });
});

describe('inspectionsToCsv', () => {
  it('writes the header and one row per inspection, each with its own culvert, parsing back the same', () => {
    const culverts = new Map([
      [1, culvertFixture({ id: 1, site_culvert_id: 'C-1', road_name: 'Road, "North"' })],
      [-2, culvertFixture({ id: -2, site_culvert_id: 'C-2', road_name: 'Road South' })],
    ]);
    const csv = inspectionsToCsv(
      [
        inspectionFixture({ id: 5, culvertId: 1, comments: 'Two\nlines' }),
        inspectionFixture({ id: -6, culvertId: -2 }),
      ],
      culverts,
    );
    expect(csv.startsWith('\ufeff')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(csv.slice(1), { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...INSPECTION_EXPORT_COLUMNS]);
    expect(parsed.data.map((r) => [r['Site Culvert Id'], r['Road Name'], r.Comments])).toEqual([
      ['C-1', 'Road, "North"', 'Two\nlines'],
      ['C-2', 'Road South', 'N/A'],
    ]);
  });
});
