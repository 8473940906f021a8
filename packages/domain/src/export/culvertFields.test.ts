import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { culvertFixture, inspectionFixture } from '../testing/culvertFixture';
import { culvertsToCsv } from './csv';
import { CULVERT_EXPORT_COLUMNS, culvertExportRow } from './culvertFields';

describe('culvertExportRow', () => {
  it('writes the culvert, its ends with UTM (GRS 1980) and its inspection', () => {
    const row = culvertExportRow({
      culvert: culvertFixture({ site_culvert_id: 'RR-7', diameter: 0.6, length: 12.5, has_markers: false }),
      inspection: inspectionFixture({
        risk_score: 5,
        photos: ['a.jpg', 'b.jpg'],
        actionsTaken: ['Cleared debris'],
        actionsRequired: ['Replace', 'Re-inspect'],
        culvertStatus: 'Blocked',
        comments: 'Beaver dam',
        next_inspection_date: '2027-06-01',
      }),
    });
    expect(row).toMatchObject({
      'Site Culvert Id': 'RR-7',
      'Fish Habitat': 'Yes',
      'Diameter (m)': '0.6',
      'Length (m)': '12.5',
      'Inlet Latitude': '53.900000',
      'Inlet Longitude': '-116.500000',
      'Inlet UTM Zone': '11',
      'Inlet UTM Letter': 'U',
      'Has Markers?': 'No',
      'Has Culvert Inspection?': 'Yes',
      'Actions Required': 'Replace | Re-inspect',
      'Actions Taken': 'Cleared debris',
      Comments: 'Beaver dam',
      'Culvert Status': 'Blocked',
      'Next Inspection Date': 'June 1 2027',
      'Photos Taken': '2 photo(s) taken',
      'Risk Score': 'Medium Risk',
      User: 'Fran Field',
    });
    // GDAL: echo "-116.5 53.9" | gdaltransform -s_srs EPSG:4326 -t_srs "+proj=utm +zone=11 +ellps=GRS80"
    expect(row['Inlet UTM Easting']).toBe('532853.14');
    expect(row['Inlet UTM Northing']).toBe('5972511.53');
  });

  it("writes N/A for missing values and 'No inspection completed.' without an inspection", () => {
    const row = culvertExportRow({
      culvert: culvertFixture({ diameter: -1, length: -1, outlet_location: null }),
      inspection: null,
    });
    expect(row['Diameter (m)']).toBe('N/A');
    expect(row['Length (m)']).toBe('N/A');
    expect(row['Outlet Latitude']).toBe('N/A');
    expect(row['Outlet UTM Zone']).toBe('N/A');
    expect(row['Outlet UTM Northing']).toBe('N/A');
    expect(row['Has Culvert Inspection?']).toBe('No inspection completed.');
    for (const column of [
      'Actions Taken',
      'Comments',
      'Inspection Date',
      'Photos Taken',
      'Risk Score',
      'User',
    ] as const)
      expect(row[column]).toBe('N/A');
    expect(
      culvertExportRow({ culvert: culvertFixture(), inspection: inspectionFixture() })['Photos Taken'],
    ).toBe('0 photo(s) taken');
  });
});

describe('culvertsToCsv', () => {
  it('writes exactly the spec columns in order and one row per culvert', () => {
    const csv = culvertsToCsv([
      { culvert: culvertFixture({ id: 1, road_name: 'Range Road 190, north "ditch"' }), inspection: null },
      { culvert: culvertFixture({ id: 2 }), inspection: inspectionFixture({ culvertId: 2 }) },
    ]);
    expect(csv.startsWith('\ufeff')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(csv.slice(1), { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...CULVERT_EXPORT_COLUMNS]);
    expect(parsed.meta.fields).toEqual([
      'Site Culvert Id',
      'Road Name',
      'Fish Habitat',
      'Diameter (m)',
      'Length (m)',
      'Direction of Flow',
      'Inlet Latitude',
      'Inlet Longitude',
      'Inlet UTM Zone',
      'Inlet UTM Letter',
      'Inlet UTM Easting',
      'Inlet UTM Northing',
      'Outlet Latitude',
      'Outlet Longitude',
      'Outlet UTM Zone',
      'Outlet UTM Letter',
      'Outlet UTM Easting',
      'Outlet UTM Northing',
      'Has Markers?',
      'Has Culvert Inspection?',
      'Actions Required',
      'Actions Taken',
      'Comments',
      'Culvert Status',
      'Inspection Date',
      'Next Inspection Date',
      'Photos Taken',
      'Risk Score',
      'User',
    ]);
    expect(parsed.data.map((r) => r['Site Culvert Id'])).toEqual(['C-1', 'C-2']);
    expect(parsed.data[0]['Road Name']).toBe('Range Road 190, north "ditch"');
    expect(parsed.data[1]['Risk Score']).toBe('Low Risk');
  });
});
