import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type CallName, contract } from './contract';
import { isWireName, KEPT_WIRE_NAMES, SPEC_WIRE_NAMES } from './wireNames';

interface KeyAt {
  readonly key: string;
  /** Where the key sits in the schema, e.g. `.issues[].area_size`. */
  readonly path: string;
}

/** The fixed names a record's key schema allows (an enum or literals); none for free keys such as ids. */
function fixedKeys(schema: z.core.$ZodType): string[] {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  if (def.type === 'enum') return Object.values(def.entries).map(String);
  if (def.type === 'literal') return def.values.map(String);
  if (def.type === 'union') return def.options.flatMap(fixedKeys);
  return [];
}

/**
 * Every object key a value of `schema` can carry, through arrays, unions, wrappers, pipes, records and lazy
 * schemas. A schema kind it does not know throws, naming it, so a new kind in the contract is not skipped.
 */
function keysOf(schema: z.core.$ZodType): KeyAt[] {
  const keys: KeyAt[] = [];
  const seen = new Set<z.core.$ZodType>();
  const walk = (at: z.core.$ZodType, path: string): void => {
    if (seen.has(at)) return;
    seen.add(at);
    const def = (at as z.core.$ZodTypes)._zod.def;
    switch (def.type) {
      case 'object':
        for (const [key, value] of Object.entries(def.shape)) {
          keys.push({ key, path: `${path}.${key}` });
          walk(value, `${path}.${key}`);
        }
        if (def.catchall) walk(def.catchall, `${path}.*`);
        return;
      case 'record':
        for (const key of fixedKeys(def.keyType)) keys.push({ key, path: `${path}.${key}` });
        walk(def.valueType, `${path}.*`);
        return;
      case 'map':
        walk(def.keyType, `${path}<key>`);
        walk(def.valueType, `${path}<value>`);
        return;
      case 'array':
        walk(def.element, `${path}[]`);
        return;
      case 'set':
        walk(def.valueType, `${path}[]`);
        return;
      case 'tuple':
        for (const [index, item] of def.items.entries()) walk(item, `${path}[${index}]`);
        if (def.rest) walk(def.rest, `${path}[]`);
        return;
      case 'union':
        for (const option of def.options) walk(option, path);
        return;
      case 'intersection':
        walk(def.left, path);
        walk(def.right, path);
        return;
      case 'optional':
      case 'nullable':
      case 'nonoptional':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'promise':
      case 'success':
        walk(def.innerType, path);
        return;
      case 'pipe':
        walk(def.in, path);
        walk(def.out, path);
        return;
      case 'lazy':
        walk(def.getter(), path);
        return;
      case 'string':
      case 'number':
      case 'bigint':
      case 'boolean':
      case 'date':
      case 'nan':
      case 'symbol':
      case 'null':
      case 'undefined':
      case 'void':
      case 'never':
      case 'any':
      case 'unknown':
      case 'literal':
      case 'enum':
      case 'template_literal':
      case 'file':
      case 'transform':
      case 'custom':
        return;
      default:
        throw new Error(`wire names: no walk for a ${def.type} schema`);
    }
  };
  walk(schema, '');
  return keys;
}

const calls = Object.entries(contract) as [CallName, (typeof contract)[CallName]][];
const sides = ['input', 'output'] as const;

describe('wire names', () => {
  it('walks every place a key can sit, and finds the keys that break the rule', () => {
    // A fresh object each time: the walk visits a schema instance once.
    const offRule = () => z.object({ bad_key: z.string() });
    type Tree = { children: Tree[] };
    const tree: z.ZodType<Tree> = z.lazy(() => z.object({ children: z.array(tree) }));
    const schema = z.object({
      plain: offRule(),
      inArray: z.array(offRule()),
      inUnion: z.union([z.string(), offRule()]),
      inDiscriminatedUnion: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('a'), Bad_Key: z.string() }),
      ]),
      inOptional: offRule().optional(),
      inNullable: offRule().nullable(),
      inDefault: offRule().default({ bad_key: '' }),
      inReadonly: offRule().readonly(),
      inPipe: offRule().transform((value) => value),
      inLazy: z.lazy(offRule),
      inRecord: z.record(z.string(), offRule()),
      inRecordKeys: z.record(z.enum(['bad-key']), z.string()),
      inTuple: z.tuple([offRule()]),
      inIntersection: z.intersection(offRule(), z.object({ fine: z.string() })),
      inCatchall: z.object({}).catchall(offRule()),
      recursive: tree,
    });
    const off = keysOf(schema)
      .filter(({ key }) => !isWireName(key))
      .map(({ path }) => path);
    expect(off).toEqual([
      '.plain.bad_key',
      '.inArray[].bad_key',
      '.inUnion.bad_key',
      '.inDiscriminatedUnion.Bad_Key',
      '.inOptional.bad_key',
      '.inNullable.bad_key',
      '.inDefault.bad_key',
      '.inReadonly.bad_key',
      '.inPipe.bad_key',
      '.inLazy.bad_key',
      '.inRecord.*.bad_key',
      '.inRecordKeys.bad-key',
      '.inTuple[0].bad_key',
      '.inIntersection.bad_key',
      '.inCatchall.*.bad_key',
    ]);
  });

  it('takes camelCase and the historical names, nothing else', () => {
    expect(
      ['id', 'originalIssueId', 'gps2Point', 'original_issue_id', 'updated_at'].filter(isWireName),
    ).toEqual(['id', 'originalIssueId', 'gps2Point', 'original_issue_id', 'updated_at']);
    expect(
      ['OriginalIssueId', 'created_at', 'original-issue-id', 'ORIGINAL', '_id'].filter(isWireName),
    ).toEqual([]);
  });

  it('every key of every call is camelCase or a historical name', () => {
    const off = calls.flatMap(([name, definition]) =>
      sides.flatMap((side) =>
        keysOf(definition[side])
          .filter(({ key }) => !isWireName(key))
          .map(({ key, path }) => `${name} ${side}: ${key} at ${path}`),
      ),
    );
    expect(off).toEqual([]);
  });

  it('lists only names the wire still carries', () => {
    const onWire = new Set(
      calls.flatMap(([, definition]) =>
        sides.flatMap((side) => keysOf(definition[side]).map(({ key }) => key)),
      ),
    );
    const listed = [...Object.keys(SPEC_WIRE_NAMES), ...Object.keys(KEPT_WIRE_NAMES)];
    expect(listed.filter((name) => !onWire.has(name))).toEqual([]);
  });
});
