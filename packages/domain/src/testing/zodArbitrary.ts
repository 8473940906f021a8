import fc from 'fast-check';
import { z } from 'zod';
import { multiPolygonSchema, polygonSchema } from '../common';
import { GEOMETRY_PARTS_MAX, LATITUDE_LIMIT, LONGITUDE_LIMIT } from '../constants';

/*
 * fast-check arbitraries from the contract's zod 4 schemas, for the fuzz suite. zod-fast-check only reads
 * zod 3, so this reads zod 4's schema definitions (`schema._zod.def`) for the kinds the contract uses; an
 * unknown kind throws, naming it, so a new kind in the contract is noticed by this file's own tests.
 * Arrays stay short (the mutations test the caps), and refinements are met by filtering with the schema.
 */

/** Arbitraries to use instead of the derived ones, by schema instance (e.g. the id schema → existing ids). */
export type Overrides = ReadonlyMap<z.ZodType, fc.Arbitrary<unknown>>;

/** How far past an array's minimum length a generated array may grow. */
const EXTRA_ITEMS = 3;
/** Longest generated string when the schema has no smaller maximum. */
const STRING_MAX = 60;

type Def = z.core.$ZodTypes['_zod']['def'];
type CheckDef = z.core.$ZodChecks['_zod']['def'] | { check: 'custom' };

const checksOf = (def: Def): CheckDef[] =>
  (def.checks ?? []).map((check) => (check as z.core.$ZodChecks)._zod.def as CheckDef);

/** Valid inputs of `schema`: every value it generates parses. */
export function validInput(schema: z.ZodType, overrides: Overrides = new Map()): fc.Arbitrary<unknown> {
  return arbitraryOf(schema as z.core.$ZodType, overrides);
}

function arbitraryOf(schema: z.core.$ZodType, overrides: Overrides): fc.Arbitrary<unknown> {
  const override = overrides.get(schema as z.ZodType) ?? GEOMETRY.get(schema as z.ZodType);
  if (override) return override;
  const def = (schema as z.core.$ZodTypes)._zod.def;
  const checks = checksOf(def);
  const derived = derive(def, checks, overrides);
  // Refinements (a closed ring, one of two fields) and string rules (trim, regex) are met by filtering.
  const needsFilter =
    def.type === 'string' || def.type === 'pipe' || checks.some((c) => c.check === 'custom');
  return needsFilter ? derived.filter((value) => z.safeParse(schema, value).success) : derived;
}

function derive(def: Def, checks: CheckDef[], overrides: Overrides): fc.Arbitrary<unknown> {
  const of = (inner: z.core.$ZodType) => arbitraryOf(inner, overrides);
  switch (def.type) {
    case 'void':
    case 'undefined':
      return fc.constant(undefined);
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'number':
      return numberArbitrary(checks);
    case 'string':
      return stringArbitrary('format' in def ? String(def.format) : undefined, checks);
    case 'nullable':
      return fc.option(of(def.innerType), { nil: null });
    case 'optional':
    case 'default':
      return fc.option(of(def.innerType), { nil: undefined });
    case 'union':
      return fc.oneof(...def.options.map(of));
    case 'tuple':
      return fc.tuple(...def.items.map(of));
    case 'array': {
      const { min, max } = lengthBounds(checks);
      return fc.array(of(def.element), { minLength: min, maxLength: Math.min(max, min + EXTRA_ITEMS) });
    }
    case 'object':
      return objectArbitrary(def.shape, of);
    case 'pipe':
      // Generate what the pipe ends in unless that is a transform's output (then its input).
      return (def.out as z.core.$ZodTypes)._zod.def.type === 'transform' ? of(def.in) : of(def.out);
    default:
      throw new Error(`zodArbitrary: no arbitrary for a ${def.type} schema`);
  }
}

function objectArbitrary(
  shape: Readonly<Record<string, z.core.$ZodType>>,
  of: (schema: z.core.$ZodType) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const keys = Object.keys(shape);
  const omissible = (key: string) => {
    const type = (shape[key] as z.core.$ZodTypes)._zod.def.type;
    return type === 'optional' || type === 'default';
  };
  const model = Object.fromEntries(keys.map((key) => [key, of(shape[key])]));
  return fc.record(model, { requiredKeys: keys.filter((key) => !omissible(key)) });
}

function lengthBounds(checks: CheckDef[]): { min: number; max: number } {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const c of checks) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum);
    if (c.check === 'max_length') max = Math.min(max, c.maximum);
    if (c.check === 'length_equals') {
      min = c.length;
      max = c.length;
    }
  }
  return { min, max };
}

function numberArbitrary(checks: CheckDef[]): fc.Arbitrary<number> {
  let min = -Number.MAX_VALUE;
  let max = Number.MAX_VALUE;
  let minExcluded = false;
  let maxExcluded = false;
  let integer = false;
  for (const c of checks) {
    if (c.check === 'number_format') integer = true;
    if (c.check === 'greater_than') {
      min = Number(c.value);
      minExcluded = !c.inclusive;
    }
    if (c.check === 'less_than') {
      max = Number(c.value);
      maxExcluded = !c.inclusive;
    }
  }
  if (integer) {
    const low = Math.max(Math.ceil(minExcluded ? min + 1 : min), Number.MIN_SAFE_INTEGER);
    const high = Math.min(Math.floor(maxExcluded ? max - 1 : max), Number.MAX_SAFE_INTEGER);
    return fc.integer({ min: low, max: high });
  }
  // JSON carries no NaN, Infinity or -0.
  return fc
    .double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true })
    .map((n) => (Object.is(n, -0) ? 0 : n));
}

/** `^[^…]*$`: a pattern that only forbids characters, which random text meets almost always. */
const isCharacterGuard = (pattern: RegExp) => /^\^\[\^[^\]]*\]\*\$$/.test(pattern.source);

/** `format` is set on the format schemas (z.iso.datetime, z.email, …). */
function stringArbitrary(format: string | undefined, checks: CheckDef[]): fc.Arbitrary<string> {
  if (format === 'datetime') return dateTimeArbitrary;
  if (format === 'date') return dateArbitrary;
  if (format === 'email') return fc.emailAddress();
  const { min, max } = lengthBounds(checks);
  const pattern = checks.find(
    (c): c is z.core.$ZodCheckStringFormatDef =>
      c.check === 'string_format' && c.pattern !== undefined && !isCharacterGuard(c.pattern),
  )?.pattern;
  if (pattern) return fc.stringMatching(pattern);
  return fc.string({ unit: 'binary', minLength: min, maxLength: Math.min(max, Math.max(min, STRING_MAX)) });
}

/** Instants in the years the contract accepts, in UTC or at a whole-quarter-hour offset. */
const dateTimeArbitrary = fc
  .tuple(
    fc.date({
      min: new Date('1900-01-02T00:00:00Z'),
      max: new Date('2100-12-30T00:00:00Z'),
      noInvalidDate: true,
    }),
    fc.integer({ min: -12 * 4, max: 14 * 4 }),
  )
  .map(([date, quarters]) => {
    if (quarters === 0) return date.toISOString();
    const local = new Date(date.getTime() + quarters * 15 * 60_000).toISOString().slice(0, 19);
    const minutes = Math.abs(quarters) * 15;
    const offset = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return `${local}${quarters < 0 ? '-' : '+'}${offset}`;
  });

const dateArbitrary = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/*
 * GeoJSON polygons: a ring must close, which no filter finds by chance. A ring is 3–8 random positions
 * near one spot, closed; it may cross itself, as a hand-drawn shape may.
 */
const ringArbitrary = fc
  .tuple(
    fc.double({ min: -LONGITUDE_LIMIT + 1, max: LONGITUDE_LIMIT - 1, noNaN: true }),
    fc.double({ min: -LATITUDE_LIMIT + 1, max: LATITUDE_LIMIT - 1, noNaN: true }),
    fc.array(
      fc.tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true })),
      {
        minLength: 3,
        maxLength: 8,
      },
    ),
  )
  .map(([lng, lat, offsets]) => {
    const ring = offsets.map(([dx, dy]): [number, number] => [lng + dx, lat + dy]);
    return [...ring, ring[0]];
  });
const polygonCoordinates = fc.array(ringArbitrary, {
  minLength: 1,
  maxLength: Math.min(GEOMETRY_PARTS_MAX, 2),
});
const GEOMETRY: Overrides = new Map<z.ZodType, fc.Arbitrary<unknown>>([
  [polygonSchema, polygonCoordinates.map((coordinates) => ({ type: 'Polygon', coordinates }))],
  [
    multiPolygonSchema,
    fc.array(polygonCoordinates, { minLength: 1, maxLength: 2 }).map((coordinates) => ({
      type: 'MultiPolygon',
      coordinates,
    })),
  ],
]);
