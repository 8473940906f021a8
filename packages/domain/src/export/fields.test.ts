import { describe, expect, it } from 'vitest';
import { issueFixture } from '../testing/issueFixture';
import { EXPORT_COLUMNS, exportRow } from './fields';

describe('exportRow', () => {
  it('formats every column, lists joined and the date in local time', () => {
    const row = exportRow(
      issueFixture({
        id: 42,
        original_issue_id: 7,
        inspection_date: new Date(2026, 10, 22, 5, 30).toISOString(),
        risk_score: 10,
        proximity: 'Within 1 m',
        action_taken: 'Sprayed',
        physiological_stage: 'Flowering',
        vegetation_type: 'Shrubs',
        distribution: 'Patchy',
        actionsRequired: ['Mow', 'Spray'],
        species: ['Canada Thistle', 'Tansy'],
        comments: 'Near the gate',
      }),
    );
    expect(Object.keys(row)).toEqual([...EXPORT_COLUMNS]);
    expect(row).toEqual({
      'Area Name': 'Area 1',
      'Inspected Date': 'November 22 2026 - 5:30',
      'Verge Id': '7',
      'Issue Type': 'Weeds',
      'Risk Score': '10',
      'Original Issue': '7',
      Proximities: 'Within 1 m',
      'Action Taken': 'Sprayed',
      'Physiological Stage': 'Flowering',
      'Infra vegetation': 'Shrubs',
      Distribution: 'Patchy',
      'Action Required': 'Mow | Spray',
      Initiator: 'Fran Field',
      'Species of Weeds': 'Canada Thistle | Tansy',
      Comments: 'Near the gate',
    });
  });

  it("fills empty values with 'N/A' and names an empty type 'No Problem Found'", () => {
    const row = exportRow(
      issueFixture({ id: -3, issue_type: null, action_required: null, comments: '  ', has_issue: false }),
    );
    expect(row['Verge Id']).toBe('N/A');
    expect(row['Original Issue']).toBe('N/A');
    expect(row['Issue Type']).toBe('No Problem Found');
    expect(row['Action Required']).toBe('N/A');
    expect(row.Comments).toBe('N/A');
    expect(row['Species of Weeds']).toBe('N/A');
    expect(row['Risk Score']).toBe('5');
  });

  it("answers 'No' without further action and 'Yes' when action is required but none is named", () => {
    expect(exportRow(issueFixture({ action_required: false }))['Action Required']).toBe('No');
    expect(exportRow(issueFixture({ action_required: true }))['Action Required']).toBe('Yes');
  });

  it('shows the own id of a synced original', () => {
    expect(exportRow(issueFixture({ id: 12 }))['Verge Id']).toBe('12');
  });
});
