import { toKML } from '@placemarkio/tokml';
import { format } from 'date-fns';
import { EXPORT_FILES, KML_DESCRIPTION_DATE_FORMAT, TOOL_ISSUE_ID_LABEL } from '../constants';
import { RISK_COLOURS, type RiskColourName, riskColourName, riskLabel } from '../risk';
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

/**
 * The placemark balloon: a two-column HTML table of the export columns (KML descriptions are HTML), the date as
 * yyyy-MM-dd HH:mm and the risk with its label.
 */
function description(issue: ExportIssue, row: ExportRow): { '@type': 'html'; value: string } {
  const cells = EXPORT_COLUMNS.map((column) => {
    let value = row[column];
    if (column === 'Inspected Date')
      value = format(new Date(issue.inspection_date), KML_DESCRIPTION_DATE_FORMAT);
    if (column === 'Risk Score') value = `${value} (${riskLabel(issue.risk_score)})`;
    return `<tr><th align="left">${escapeHtml(column)}</th><td>${escapeHtml(value)}</td></tr>`;
  });
  return { '@type': 'html', value: `<table>${cells.join('')}</table>` };
}

/**
 * The issues as KML: document 'Vegetation Issue Export', a Placemark per GPS point and per GPS track (a
 * LineString), each styled by its risk colour, with the export columns as ExtendedData and a readable description.
 * tokml writes the placemarks; the document name, the styles and each placemark's styleUrl are added around them.
 */
export function issuesToKml(issues: readonly ExportIssue[]): string {
  const styleOf = new Map<string, RiskColourName>();
  const features = issues.flatMap((issue) =>
    issueFeatures([issue]).map((feature) => {
      styleOf.set(feature.id, riskColourName(issue.risk_score));
      const { 'Risk Colour': _colour, ...row } = feature.properties;
      return {
        ...feature,
        properties: {
          name: `${row['Issue Type']} (${TOOL_ISSUE_ID_LABEL} ${row[TOOL_ISSUE_ID_LABEL]})`,
          description: description(issue, row),
          ...row,
        },
      };
    }),
  );
  const styles = [...new Set(styleOf.values())].map(kmlStyle).join('');
  const kml = toKML({ type: 'FeatureCollection', features })
    .replace('<Document>', `<Document><name>${EXPORT_FILES.issueKmlDocument}</name>${styles}`)
    .replace(
      /<Placemark id="([^"]+)">([\s\S]*?)<ExtendedData>/g,
      (_match, id: string, head: string) =>
        `<Placemark id="${id}">${head}<styleUrl>#${styleId(styleOf.get(id) ?? 'unknown')}</styleUrl><ExtendedData>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${kml}`;
}
