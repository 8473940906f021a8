import { describe, expect, it } from 'vitest';
import { ISSUE_DETAIL_EMPTY, issueDetailFields, issueDetailTitle } from './issueDetail';
import { ISSUE_TYPE_IDS } from './relations';
import { issueFixture } from './testing/issueFixture';

const context = { assignees: [], formatDate: (iso: string) => `date ${iso}` };
const fields = (...args: Parameters<typeof issueDetailFields>) =>
  Object.fromEntries(issueDetailFields(...args).map((f) => [f.label, f.text]));

describe('issue detail title', () => {
  it('titles non-interactive, offline and synced issues as the spec says', () => {
    expect(issueDetailTitle({ id: 5, original_issue_id: null, isInteractive: false })).toBe(
      'Issue Not Assigned For Work',
    );
    expect(issueDetailTitle({ id: -2, original_issue_id: null, isInteractive: true })).toBe(
      'Issue Done Offline, No Id Set Yet',
    );
    expect(issueDetailTitle({ id: 9, original_issue_id: 4, isInteractive: true })).toBe('Verge Id 4');
    expect(issueDetailTitle({ id: 9, original_issue_id: null, isInteractive: true })).toBe('Verge Id 9');
  });
});

describe('issue detail fields', () => {
  it('lists the card’s fields in the spec’s order', () => {
    const labels = issueDetailFields(issueFixture({ issueTypeId: ISSUE_TYPE_IDS.weeds }), context).map(
      (f) => f.label,
    );
    expect(labels).toEqual([
      'Issue Type',
      'Area',
      'Original Issue',
      'Follow-Ups',
      'Action Taken',
      'Future Action Required',
      'Required Actions',
      'Vegetation Type / Species',
      'Vegetation Height',
      'Physiological Stage',
      'Distribution',
      'Assigned To',
      'Longitude',
      'Latitude',
      'UTM',
      'Inspection Date',
      'User',
      'Comments',
    ]);
  });

  it('shows the spec’s fallbacks for an issue with nothing recorded', () => {
    const shown = fields(
      issueFixture({
        issue_type: '',
        issueTypeId: null,
        action_required: false,
        gps_point: null,
        comments: '  ',
      }),
      context,
    );
    expect(shown).toMatchObject({
      'Issue Type': 'No Problem Found',
      'Original Issue': 'Initial Record of Issue',
      'Follow-Ups': 'Issue Has No Follow-Ups',
      'Action Taken': 'Not Recorded',
      'Future Action Required': 'No',
      'Required Actions': 'No Required Actions',
      'Vegetation Type / Species': 'Other',
      'Vegetation Height': 'Height Not Recorded',
      'Physiological Stage': 'Not Recorded',
      'Assigned To': 'Not Assigned',
      Longitude: 'Not Recorded',
      Latitude: 'Not Recorded',
      UTM: 'UTM data not available',
      Comments: 'No Comments',
    });
    expect(ISSUE_DETAIL_EMPTY.photos).toBe('No Photos');
  });

  it('joins lists as the spec says and shows coordinates to 6 decimals with UTM', () => {
    const shown = fields(
      issueFixture({
        original_issue_id: 4,
        subsequentIssueIds: [7, 9],
        action_required: true,
        actionsRequired: ['Mow', 'Spray'],
        vegetation_type: 'Willow',
        species: ['Canada Thistle'],
        veg_height: 2.5,
        gps_point: { type: 'Point', coordinates: [-116.5765, 53.9333] },
        comments: 'Close to the riser',
      }),
      { assignees: ['Clearcut', 'Fran Field'], formatDate: context.formatDate },
    );
    expect(shown).toMatchObject({
      'Original Issue': '4',
      'Follow-Ups': '7, 9',
      'Future Action Required': 'Yes',
      'Required Actions': 'Mow | Spray',
      'Vegetation Type / Species': 'Willow, Canada Thistle',
      'Vegetation Height': '2.5 m',
      'Assigned To': 'Clearcut, Fran Field',
      Longitude: '-116.576500',
      Latitude: '53.933300',
      'Inspection Date': 'date 2026-11-01T12:00:00.000Z',
      Comments: 'Close to the riser',
    });
    expect(shown.UTM).toMatch(/^11U \d+ E \d+ N$/);
  });

  it("takes a track's first point when there is no GPS point", () => {
    const shown = fields(
      issueFixture({
        gps_point: null,
        gps_track: {
          type: 'LineString',
          coordinates: [
            [-116.1, 53.1],
            [-116.2, 53.2],
          ],
        },
      }),
      context,
    );
    expect([shown.Longitude, shown.Latitude]).toEqual(['-116.100000', '53.100000']);
  });

  it('shows distribution only for Weeds and Animal Attractant, proximity only for pipe types', () => {
    const labelsOf = (issueTypeId: number, issue_type: string) =>
      issueDetailFields(issueFixture({ issueTypeId, issue_type, distribution: 'Patch' }), context).map(
        (f) => f.label,
      );
    expect(labelsOf(ISSUE_TYPE_IDS.weeds, 'Weeds')).toContain('Distribution');
    expect(labelsOf(ISSUE_TYPE_IDS.animalAttractant, 'Animal Attractant')).toContain('Distribution');
    expect(labelsOf(ISSUE_TYPE_IDS.aboveGroundPipe, 'Vegetation Above Ground Pipe')).toContain('Proximity');
    const infrastructure = labelsOf(ISSUE_TYPE_IDS.nearInfrastructure, 'Vegetation Near Infrastructure');
    expect(infrastructure).not.toContain('Distribution');
    expect(infrastructure).not.toContain('Proximity');
    expect(fields(issueFixture({ distribution: 'Patch' }), context).Distribution).toBe('Patch');
  });
});
