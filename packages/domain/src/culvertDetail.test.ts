import { describe, expect, it } from 'vitest';
import {
  CULVERT_DETAIL_EMPTY,
  culvertDetailFields,
  culvertRiskText,
  culvertTitle,
  isOverdue,
  latestInspectionByCulvert,
} from './culvertDetail';
import { MESSAGES } from './messages';
import { culvertFixture, inspectionFixture } from './testing/culvertFixture';

const text = (fields: { label: string; text: string }[], label: string) =>
  fields.find((f) => f.label === label)?.text;
const formatDate = (iso: string) => `at ${iso}`;

describe('culvertDetailFields', () => {
  it('shows the culvert: yes/no, length in m, diameter in cm from metres, ends to 6 decimals with UTM', () => {
    const fields = culvertDetailFields(
      culvertFixture({ diameter: 0.45, length: 7.5, is_fish_habitat: true, has_markers: false }),
      null,
      { formatDate },
    );
    expect(text(fields, 'Road Name')).toBe('Range Road 190');
    expect(text(fields, 'Direction of Flow')).toBe('North');
    expect(text(fields, 'Fish Habitat')).toBe('Yes');
    expect(text(fields, 'Markers in Place')).toBe('No');
    expect(text(fields, 'Length')).toBe('7.5 m');
    expect(text(fields, 'Diameter')).toBe('45 cm');
    expect(text(fields, 'Inlet Latitude')).toBe('53.900000');
    expect(text(fields, 'Inlet Longitude')).toBe('-116.500000');
    expect(text(fields, 'Inlet UTM')).toMatch(/^11U \d+ E \d+ N$/);
    expect(text(fields, 'Outlet Latitude')).toBe('53.800000');
    expect(text(fields, 'Latest Inspection')).toBe('No inspection completed.');
    expect(text(fields, 'Status')).toBeUndefined();
  });

  it('says unknown for -1 measures and UTM data not available without a point', () => {
    const fields = culvertDetailFields(
      culvertFixture({ length: -1, diameter: -1, outlet_location: null }),
      null,
      { formatDate },
    );
    expect(text(fields, 'Length')).toBe('Length unknown');
    expect(text(fields, 'Diameter')).toBe('Diameter unknown');
    expect(text(fields, 'Outlet Latitude')).toBe(CULVERT_DETAIL_EMPTY.coordinate);
    expect(text(fields, 'Outlet UTM')).toBe(MESSAGES.utmUnavailable);
    expect(MESSAGES.utmUnavailable).toBe('UTM data not available');
  });

  it("shows the inspection's status, date, user, next date, actions and comments with their fallbacks", () => {
    const inspection = inspectionFixture({
      culvertStatus: 'Blocked',
      inspection_date: '2026-06-01T10:30:00.000Z',
      next_inspection_date: '2027-01-05',
      actionsTaken: ['Cleared debris', 'Photographed'],
      comments: 'Beaver dam',
    });
    const fields = culvertDetailFields(culvertFixture(), inspection, { formatDate });
    expect(text(fields, 'Status')).toBe('Blocked');
    expect(text(fields, 'Inspection Date')).toBe('at 2026-06-01T10:30:00.000Z');
    expect(text(fields, 'User')).toBe('Fran Field');
    expect(text(fields, 'Next Inspection Date')).toBe('January 5 2027');
    expect(text(fields, 'Actions Taken')).toBe('Cleared debris, Photographed');
    expect(text(fields, 'Actions Required')).toBe('No Required Actions');
    expect(text(fields, 'Comments')).toBe('Beaver dam');
    const bare = culvertDetailFields(culvertFixture(), inspectionFixture(), { formatDate });
    expect(text(bare, 'Actions Taken')).toBe('No Taken Actions');
    expect(text(bare, 'Comments')).toBe('No Comments');
    expect(text(bare, 'Latest Inspection')).toBeUndefined();
  });
});

describe('latestInspectionByCulvert', () => {
  it('keeps the latest inspection date per culvert, the higher id on a tie', () => {
    const latest = latestInspectionByCulvert([
      inspectionFixture({ id: 1, culvertId: 1, inspection_date: '2026-01-01T00:00:00Z' }),
      inspectionFixture({ id: 2, culvertId: 1, inspection_date: '2026-05-01T00:00:00Z' }),
      inspectionFixture({ id: 3, culvertId: 1, inspection_date: '2026-03-01T00:00:00Z' }),
      inspectionFixture({ id: 4, culvertId: 2, inspection_date: '2026-03-01T00:00:00Z' }),
      inspectionFixture({ id: -5, culvertId: 2, inspection_date: '2026-03-01T00:00:00Z' }),
    ]);
    expect(latest.get(1)?.id).toBe(2);
    expect(latest.get(2)?.id).toBe(4);
    expect(latest.has(3)).toBe(false);
  });
});

describe('isOverdue', () => {
  it('is overdue only once the next inspection date has passed', () => {
    expect(isOverdue(inspectionFixture({ next_inspection_date: '2026-11-24' }), '2026-11-25')).toBe(true);
    expect(isOverdue(inspectionFixture({ next_inspection_date: '2026-11-25' }), '2026-11-25')).toBe(false);
    expect(isOverdue(inspectionFixture({ next_inspection_date: '2027-01-01' }), '2026-11-25')).toBe(false);
  });
  it('a culvert never inspected is not overdue', () => {
    expect(isOverdue(null, '2026-11-25')).toBe(false);
  });
});

describe('culvert texts', () => {
  it("risk text is the latest inspection's risk label, or Awaiting", () => {
    expect(culvertRiskText(inspectionFixture({ risk_score: 10 }))).toBe('High Risk');
    expect(culvertRiskText(inspectionFixture({ risk_score: 0 }))).toBe('No Risk');
    expect(culvertRiskText(null)).toBe('Awaiting');
  });
  it("title is the site id, or 'Culvert Not Set'", () => {
    expect(culvertTitle(culvertFixture({ site_culvert_id: 'RR190-4' }))).toBe('RR190-4');
    expect(culvertTitle(culvertFixture({ site_culvert_id: '  ' }))).toBe('Culvert Not Set');
  });
});
