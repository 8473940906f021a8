import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { issueFixture } from '../testing/issueFixture';
import { issuesToCsv } from './csv';
import { EXPORT_COLUMNS } from './fields';

describe('issuesToCsv', () => {
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
