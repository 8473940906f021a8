import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contract } from '../contract';
import { mutatedInput } from './mutatedInput';
import { validInput } from './zodArbitrary';

describe('mutatedInput', () => {
  const schema = contract.issuesCreate.input;
  const spoiled = fc.sample(mutatedInput(validInput(schema)), { numRuns: 300, seed: 3 });

  it('spoils most requests so the schema refuses them', () => {
    const refused = spoiled.filter((value) => !schema.safeParse(value).success);
    expect(refused.length).toBeGreaterThan(spoiled.length / 2);
  });

  it('drops fields, adds fields and replaces the whole request', () => {
    const objects = spoiled.filter((v): v is Record<string, unknown> => v !== null && typeof v === 'object');
    const fields = Object.keys(schema.shape);
    expect(
      objects.some((v) =>
        fields.some(
          (f) => !(f in v) && !schema.shape[f as keyof typeof schema.shape].safeParse(undefined).success,
        ),
      ),
    ).toBe(true);
    expect(objects.some((v) => Object.keys(v).some((k) => !fields.includes(k)))).toBe(true);
    expect(spoiled.some((v) => v === null || typeof v !== 'object' || Array.isArray(v))).toBe(true);
  });

  it('sends an added __proto__ as a field of the JSON text', () => {
    expect(spoiled.map((v) => JSON.stringify(v)).some((text) => text?.includes('"__proto__"'))).toBe(true);
  });
});
