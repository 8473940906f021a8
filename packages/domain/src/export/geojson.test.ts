import { describe, expect, it } from 'vitest';
import { RISK_COLOURS } from '../risk';
import { issueFixture } from '../testing/issueFixture';
import { TRACK_FIXTURE } from '../testing/referenceFixtures';
import { issuesToGeoJson } from './geojson';

describe('issuesToGeoJson', () => {
  it('makes a feature per point and per track, with the export columns and the risk colour', () => {
    const json = JSON.parse(
      issuesToGeoJson([
        issueFixture({ id: 1, risk_score: 10 }),
        issueFixture({ id: 2, gps_point: null, gps_track: TRACK_FIXTURE }),
        issueFixture({ id: 3, gps_track: TRACK_FIXTURE }),
        issueFixture({ id: 4, gps_point: null }),
      ]),
    );
    expect(json.type).toBe('FeatureCollection');
    expect(json.features.map((f: { id: string }) => f.id)).toEqual([
      'issue-1-point',
      'issue-2-track',
      'issue-3-point',
      'issue-3-track',
    ]);
    expect(json.features[0]).toMatchObject({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-116.5, 53.9] },
      properties: { 'Verge Id': '1', 'Risk Score': '10', 'Risk Colour': RISK_COLOURS.high },
    });
    expect(json.features[1].geometry).toEqual(TRACK_FIXTURE);
    expect(json.features[1].properties['Risk Colour']).toBe(RISK_COLOURS.medium);
  });

  it('is an empty collection for no issues', () => {
    expect(JSON.parse(issuesToGeoJson([]))).toEqual({ type: 'FeatureCollection', features: [] });
  });
});
