import { describe, expect, it } from 'vitest';
import {
  dateSchema,
  dateTimeSchema,
  emailSchema,
  idListSchema,
  idSchema,
  lineStringSchema,
  localIdSchema,
  requiredTextSchema,
  textSchema,
  uuidSchema,
} from './common';
import { GEOJSON_DEPTH_MAX, GEOMETRY_VERTICES_MAX, ID_LIST_MAX, ID_MAX } from './constants';
import { isShallowGeoJson, jsonNestingDepth } from './jsonDepth';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('shared input schemas', () => {
  it('takes ids as positive PostgreSQL integers', () => {
    expect(ok(idSchema, 1)).toBe(true);
    expect(ok(idSchema, ID_MAX)).toBe(true);
    for (const bad of [0, -1, 1.5, ID_MAX + 1, 2 ** 53, Number.NaN]) expect(ok(idSchema, bad)).toBe(false);
    expect(ok(localIdSchema, -ID_MAX)).toBe(true);
    expect(ok(localIdSchema, -ID_MAX - 1)).toBe(false);
  });

  it(`caps id lists at ${ID_LIST_MAX}`, () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(ok(idListSchema, ids(ID_LIST_MAX))).toBe(true);
    const over = idListSchema.safeParse(ids(ID_LIST_MAX + 1));
    expect(over.error?.issues[0]).toMatchObject({ code: 'too_big', origin: 'array', maximum: ID_LIST_MAX });
  });

  it('refuses NUL characters and text past its cap', () => {
    expect(ok(textSchema(5), 'abcde')).toBe(true);
    expect(ok(textSchema(5), 'abcdef')).toBe(false);
    expect(ok(textSchema(), 'a\u0000b')).toBe(false);
    expect(ok(textSchema(), 'x'.repeat(8000))).toBe(false);
    expect(requiredTextSchema(10).parse('  name  ')).toBe('name');
    expect(ok(requiredTextSchema(10), '   ')).toBe(false);
    expect(ok(requiredTextSchema(10), 'na\u0000me')).toBe(false);
    expect(ok(uuidSchema, `${'a'.repeat(35)}\u0000`)).toBe(false);
    expect(ok(emailSchema, 'someone@example.com')).toBe(true);
    expect(ok(emailSchema, 'some\u0000one@example.com')).toBe(false);
    expect(ok(emailSchema, `${'a'.repeat(250)}@example.com`)).toBe(false);
  });

  it('takes instants with an explicit, real offset between the years 1900 and 2100', () => {
    for (const good of [
      '2026-06-01T10:00:00Z',
      '2026-06-01T10:00:00.123+14:00',
      '1900-01-01T00:00:00-12:00',
    ]) {
      expect(ok(dateTimeSchema, good), good).toBe(true);
    }
    for (const bad of [
      '0000-01-01T00:00:00Z',
      '1899-12-31T23:59:59Z',
      '2101-01-01T00:00:00Z',
      '2026-06-01T10:00:00',
      '2026-06-01T10:00:00+14:30',
      '2026-06-01T10:00:00-12:30',
      '2026-06-01T10:00:00+23:00',
      '2026-02-30T10:00:00Z',
    ]) {
      expect(ok(dateTimeSchema, bad), bad).toBe(false);
    }
    expect(ok(dateSchema, '2100-12-31')).toBe(true);
    expect(ok(dateSchema, '0000-01-01')).toBe(false);
  });

  it('caps the vertices of a line', () => {
    const line = (n: number) => ({
      type: 'LineString',
      coordinates: Array.from({ length: n }, (_, i) => [-116 + i * 1e-7, 53.9]),
    });
    expect(ok(lineStringSchema, line(GEOMETRY_VERTICES_MAX))).toBe(true);
    expect(lineStringSchema.safeParse(line(GEOMETRY_VERTICES_MAX + 1)).error?.issues[0].code).toBe('too_big');
  });

  it('measures JSON nesting without parsing, ignoring brackets in strings', () => {
    expect(jsonNestingDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonNestingDepth('{"a":"[[[{{{\\"[["}')).toBe(1);
    expect(jsonNestingDepth('['.repeat(100_000))).toBe(100_000);
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(isShallowGeoJson(nested(GEOJSON_DEPTH_MAX))).toBe(true);
    expect(isShallowGeoJson(nested(GEOJSON_DEPTH_MAX + 1))).toBe(false);
  });
});
