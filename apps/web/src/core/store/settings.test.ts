import { relationsFixture } from '@verge/domain/testing/referenceFixtures';
import { describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS, type Settings } from './db';
import { keepUnchanged, sameStoredValue } from './settings';

/** A fresh read of the same stored settings: equal data, new objects (what IndexedDB hands back). */
const read = (values: Partial<Settings>): Settings => structuredClone({ ...SETTING_DEFAULTS, ...values });

describe('keepUnchanged', () => {
  it('returns the previous settings object when a read finds the same data', () => {
    const first = read({ relations: relationsFixture(), mapView: true });
    expect(keepUnchanged(first, read({ relations: relationsFixture(), mapView: true }))).toBe(first);
  });

  it('keeps the identity of every unchanged value when one setting changes', () => {
    const first = read({ relations: relationsFixture(), mapPosition: null });
    const position = { longitude: -116.5, latitude: 53.9, zoom: 15 };
    const next = keepUnchanged(first, read({ relations: relationsFixture(), mapPosition: position }));
    expect(next).not.toBe(first);
    expect(next.mapPosition).toEqual(position);
    expect(next.relations).toBe(first.relations);
  });

  it('takes the first read as it is', () => {
    const first = read({});
    expect(keepUnchanged(undefined, first)).toBe(first);
  });
});

describe('sameStoredValue', () => {
  it('compares nested objects and arrays by content', () => {
    expect(sameStoredValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameStoredValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(sameStoredValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameStoredValue([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameStoredValue(null, {})).toBe(false);
  });
});
