import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idSchema, requiredTextSchema, uuidSchema } from '../common';
import { contract } from '../contract';
import { validInput } from './zodArbitrary';

const samples = (schema: z.ZodType, overrides?: Map<z.ZodType, fc.Arbitrary<unknown>>) =>
  fc.sample(validInput(schema, overrides), { numRuns: 200, seed: 42 });

describe('validInput', () => {
  it.each(Object.keys(contract) as (keyof typeof contract)[])('generates only valid %s requests', (name) => {
    const schema = contract[name].input;
    fc.assert(
      fc.property(validInput(schema), (value) => {
        expect(schema.safeParse(value).error).toBeUndefined();
      }),
      { numRuns: 50, seed: 7 },
    );
  });

  it('keeps numbers within their bounds, exclusive ones included', () => {
    const positive = z.number().gt(0).lt(1);
    expect(samples(positive).every((n) => typeof n === 'number' && n > 0 && n < 1)).toBe(true);
    const ids = samples(idSchema) as number[];
    expect(ids.every((n) => Number.isInteger(n) && n >= 1 && n <= 2 ** 31 - 1)).toBe(true);
  });

  it('meets string lengths, trimming and the NUL guard', () => {
    // zod counts characters (code points), as PostgreSQL does, not UTF-16 units.
    const uuids = samples(uuidSchema) as string[];
    expect(uuids.every((s) => [...s].length === 36 && !s.includes('\0'))).toBe(true);
    const names = samples(requiredTextSchema(5)) as string[];
    expect(names.every((s) => s.trim().length >= 1 && [...s].length <= 5)).toBe(true);
  });

  it('leaves optional fields out some of the time and never adds a field', () => {
    const schema = z.strictObject({ a: z.boolean(), b: z.string().optional(), c: z.number().default(1) });
    const values = samples(schema) as Record<string, unknown>[];
    expect(values.some((v) => !('b' in v))).toBe(true);
    expect(values.some((v) => 'b' in v)).toBe(true);
    expect(values.every((v) => Object.keys(v).every((k) => ['a', 'b', 'c'].includes(k)))).toBe(true);
  });

  it('closes every polygon ring', () => {
    const shape = contract.adminCreateArea.input.shape.shape;
    for (const value of samples(shape) as { type: string; coordinates: unknown }[]) {
      const polygons = (value.type === 'Polygon' ? [value.coordinates] : value.coordinates) as number[][][][];
      for (const ring of polygons.flat()) expect(ring.at(-1)).toEqual(ring[0]);
    }
  });

  it('uses an override wherever its schema instance appears', () => {
    const schema = z.object({ ids: z.array(idSchema).min(1), id: idSchema.optional() });
    const values = samples(schema, new Map([[idSchema, fc.constant(7)]])) as { ids: number[]; id?: number }[];
    expect(values.every((v) => v.ids.every((id) => id === 7) && (v.id ?? 7) === 7)).toBe(true);
  });

  it('names a kind it cannot generate', () => {
    expect(() => validInput(z.bigint())).toThrow('no arbitrary for a bigint schema');
  });
});
