import { describe, expect, it } from 'vitest';
import { ID_MAX } from './constants';
import { readTokenPayload } from './token';

const payload = { exp: 2_000_000_000, iat: 1_900_000_000, data: { userId: 7, isSuper: false } };

describe('readTokenPayload', () => {
  it('keeps a well-formed payload, without unknown fields', () => {
    expect(readTokenPayload({ ...payload, ver: 3, data: { ...payload.data, extra: 1 } })).toEqual(payload);
  });

  it.each([
    ['not an object', 'token'],
    ['null', null],
    ['no data', { exp: 1, iat: 1 }],
    ['a text expiry', { ...payload, exp: '2000000000' }],
    ['no issue time', { exp: payload.exp, data: payload.data }],
    ['a user id of 0', { ...payload, data: { userId: 0, isSuper: false } }],
    ['a fractional user id', { ...payload, data: { userId: 1.5, isSuper: false } }],
    ['a user id past the id range', { ...payload, data: { userId: ID_MAX + 1, isSuper: false } }],
    ['a text super flag', { ...payload, data: { userId: 7, isSuper: 'false' } }],
  ])('refuses %s', (_, value) => {
    expect(readTokenPayload(value)).toBeNull();
  });
});
