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

/** Characters XML 1.0 does not allow even as references: a KML reader stops at the first one. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters matched to be dropped
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
/** A character to escape or to drop. */
const NEEDS_WORK = new RegExp(`[&<>"]|${NOT_XML.source}`);
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as XML character data or an attribute value. Most values need nothing, and are returned as they are. */
function xmlText(text: string): string {
  return NEEDS_WORK.test(text)
    ? text.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => XML_ENTITIES[c] ?? c)
    : text;
}

/** HTML kept as it is inside CDATA; a ']]>' in it is split across two sections so that it cannot end one early. */
function cdata(html: string): string {
  return `<![CDATA[${html.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A placemark balloon (KML descriptions are HTML): an optional lead line, then a two-column table. */
function htmlTable(cells: readonly [string, string][], lead = ''): string {
  const rows = cells.map(
    ([column, value]) => `<tr><th align="left">${escapeHtml(column)}</th><td>${escapeHtml(value)}</td></tr>`,
  );
  return `${lead}<table>${rows.join('')}</table>`;
}

/** One placemark to write: its geometry, name, balloon (HTML), risk colour and the export values as ExtendedData. */
interface Placemark {
  id: string;
  geometry: GeoPoint | GeoLineString;
  name: string;
  description: string;
  style: RiskColourName;
  data: Record<string, string>;
}

const coordinates = (positions: readonly (readonly number[])[]) =>
  `<coordinates>${positions.map(([lng, lat]) => `${lng},${lat}`).join('\n')}</coordinates>`;

function geometryKml(geometry: GeoPoint | GeoLineString): string {
  return geometry.type === 'Point'
    ? `<Point>${coordinates([geometry.coordinates])}</Point>`
    : `<LineString>${coordinates(geometry.coordinates)}</LineString>`;
}

function placemarkKml(p: Placemark): string {
  let data = '';
  for (const [name, value] of Object.entries(p.data))
    data += `<Data name="${xmlText(name)}"><value>${xmlText(value)}</value></Data>`;
  return (
    `<Placemark id="${xmlText(p.id)}"><name>${xmlText(p.name)}</name>` +
    `<description>${cdata(p.description)}</description><styleUrl>#${styleId(p.style)}</styleUrl>` +
    `<ExtendedData>${data}</ExtendedData>${geometryKml(p.geometry)}</Placemark>`
  );
}

/**
 * A KML 2.2 document of placemarks, written as text in one pass: a style per risk colour used, then a placemark
 * per line. (A general GeoJSON-to-KML library built a syntax tree of every element first: 20 s for 100,000 issues,
 * most of it building the tree and collecting it as garbage.)
 */
function placemarksToKml(documentName: string, placemarks: readonly Placemark[]): string {
  const styles = [...new Set(placemarks.map((p) => p.style))].map(kmlStyle).join('');
  const lines = placemarks.map(placemarkKml);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">' +
    `<Document><name>${xmlText(documentName)}</name>${styles}\n${lines.join('\n')}</Document></kml>\n`
  );
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
