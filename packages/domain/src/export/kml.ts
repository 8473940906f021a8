import { toKML } from '@placemarkio/tokml';
import type { GeoLineString, GeoPoint } from '../common';
import { EXPORT_FILES, TOOL_ISSUE_ID_LABEL } from '../constants';
import { formatExportTime } from '../dates';
import { RISK_COLOURS, type RiskColourName, riskColourName, riskLabel } from '../risk';
import { CULVERT_EXPORT_COLUMNS, culvertExportRow, type ExportCulvert } from './culvertFields';
import { EXPORT_COLUMNS, type ExportIssue, type ExportRow } from './fields';
import { issueFeatures } from './geojson';

/** KML colours are aabbggrr; ours are #rrggbb. */
function kmlColour(hex: string): string {
  const [r, g, b] = [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  return `ff${b}${g}${r}`.toLowerCase();
}

function styleId(name: RiskColourName): string {
  return `risk-${name}`;
}

function kmlStyle(name: RiskColourName): string {
  const colour = kmlColour(RISK_COLOURS[name]);
  return (
    `<Style id="${styleId(name)}"><IconStyle><color>${colour}</color></IconStyle>` +
    `<LineStyle><color>${colour}</color><width>4</width></LineStyle></Style>`
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A placemark balloon (KML descriptions are HTML): an optional lead line, then a two-column table. */
function htmlTable(cells: readonly [string, string][], lead = ''): { '@type': 'html'; value: string } {
  const rows = cells.map(
    ([column, value]) => `<tr><th align="left">${escapeHtml(column)}</th><td>${escapeHtml(value)}</td></tr>`,
  );
  return { '@type': 'html', value: `${lead}<table>${rows.join('')}</table>` };
}

/** One placemark to write: its geometry, name, balloon, risk colour and the export values as ExtendedData. */
interface Placemark {
  id: string;
  geometry: GeoPoint | GeoLineString;
  name: string;
  description: { '@type': 'html'; value: string };
  style: RiskColourName;
  data: Record<string, string>;
}

/**
 * A KML document of placemarks: tokml writes them; the document name, a style per risk colour used and each
 * placemark's styleUrl are added around them.
 */
function placemarksToKml(documentName: string, placemarks: readonly Placemark[]): string {
  const styleOf = new Map(placemarks.map((p) => [p.id, p.style]));
  const features = placemarks.map((p) => ({
    type: 'Feature' as const,
    id: p.id,
    geometry: p.geometry,
    properties: { name: p.name, description: p.description, ...p.data },
  }));
  const styles = [...new Set(styleOf.values())].map(kmlStyle).join('');
  const kml = toKML({ type: 'FeatureCollection', features })
    .replace('<Document>', `<Document><name>${escapeHtml(documentName)}</name>${styles}`)
    .replace(
      /<Placemark id="([^"]+)">([\s\S]*?)<ExtendedData>/g,
      (_match, id: string, head: string) =>
        `<Placemark id="${id}">${head}<styleUrl>#${styleId(styleOf.get(id) ?? 'unknown')}</styleUrl><ExtendedData>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${kml}`;
}

/** The issue balloon: the export columns (dates as in the CSV) and the risk with its label. */
function issueDescription(issue: ExportIssue, row: ExportRow) {
  return htmlTable(
    EXPORT_COLUMNS.map((column) => {
      const value = row[column];
      return [column, column === 'Risk Score' ? `${value} (${riskLabel(issue.risk_score)})` : value];
    }),
  );
}

/**
 * The issues as KML: document 'Vegetation Issue Export', a Placemark per GPS point and per GPS track (a
 * LineString), each styled by its risk colour, with the export columns as ExtendedData and a readable description.
 */
export function issuesToKml(issues: readonly ExportIssue[]): string {
  const placemarks = issues.flatMap((issue) =>
    issueFeatures([issue]).map((feature): Placemark => {
      const { 'Risk Colour': _colour, ...row } = feature.properties;
      return {
        id: feature.id,
        geometry: feature.geometry,
        name: `${row['Issue Type']} (${TOOL_ISSUE_ID_LABEL} ${row[TOOL_ISSUE_ID_LABEL]})`,
        description: issueDescription(issue, row),
        style: riskColourName(issue.risk_score),
        data: row,
      };
    }),
  );
  return placemarksToKml(EXPORT_FILES.issueKmlDocument, placemarks);
}

/**
 * The culverts as KML ('culvert.kml', document 'Culvert Export'): an inlet and an outlet Placemark per culvert
 * (where set), coloured by the latest inspection's risk (grey without one), the CSV's values as ExtendedData, and
 * a balloon giving the export time as yyyy-MM-dd HH:mm above them.
 */
export function culvertsToKml(culverts: readonly ExportCulvert[], exportedAt: Date): string {
  const lead = `<p>Exported ${formatExportTime(exportedAt)}</p>`;
  const placemarks = culverts.flatMap((item): Placemark[] => {
    const row = culvertExportRow(item);
    const description = htmlTable(
      CULVERT_EXPORT_COLUMNS.map((column) => [column, row[column]]),
      lead,
    );
    const style = riskColourName(item.inspection?.risk_score ?? null);
    const ends = [
      ['Inlet', item.culvert.inlet_location],
      ['Outlet', item.culvert.outlet_location],
    ] as const;
    return ends.flatMap(([end, point]) =>
      point
        ? [
            {
              id: `culvert-${item.culvert.id}-${end.toLowerCase()}`,
              geometry: point,
              name: `${row['Site Culvert Id']} ${end}`,
              description,
              style,
              data: row,
            },
          ]
        : [],
    );
  });
  return placemarksToKml(EXPORT_FILES.culvertKmlDocument, placemarks);
}
