import type { GeoLineString, GeoPoint } from '../common';
import { riskColour } from '../risk';
import { type ExportIssue, type ExportRow, exportRow } from './fields';

export type IssueFeatureProperties = ExportRow & { 'Risk Colour': string };
export interface IssueFeature {
  type: 'Feature';
  id: string;
  geometry: GeoPoint | GeoLineString;
  properties: IssueFeatureProperties;
}
export interface IssueFeatureCollection {
  type: 'FeatureCollection';
  features: IssueFeature[];
}

/** A feature per GPS point and per GPS track of each issue, carrying the export columns and the risk colour. */
export function issueFeatures(issues: readonly ExportIssue[]): IssueFeature[] {
  return issues.flatMap((issue) => {
    const properties: IssueFeatureProperties = {
      ...exportRow(issue),
      'Risk Colour': riskColour(issue.risk_score),
    };
    const geometries = [issue.gps_point, issue.gps_track].filter((g) => g !== null);
    return geometries.map(
      (geometry): IssueFeature => ({
        type: 'Feature',
        id: `issue-${issue.id}-${geometry.type === 'Point' ? 'point' : 'track'}`,
        geometry,
        properties,
      }),
    );
  });
}

/** The issues as a GeoJSON FeatureCollection (WGS 84 longitude/latitude), for GIS tools. */
export function issuesToGeoJson(issues: readonly ExportIssue[]): string {
  const collection: IssueFeatureCollection = { type: 'FeatureCollection', features: issueFeatures(issues) };
  return JSON.stringify(collection, null, 2);
}
