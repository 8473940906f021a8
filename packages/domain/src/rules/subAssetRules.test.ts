import { describe, expect, it } from 'vitest';
import {
  SUB_ASSET_NAME_MAX,
  subAssetPosition,
  validateAreaAssignment,
  validateSubAssetForm,
} from './subAssetRules';

const valid = { name: 'Compressor Pad 7', latitude: '53.912345', longitude: '-116.501234' };

describe('validateSubAssetForm', () => {
  it('passes a named sub-asset inside the coordinate limits, the limits themselves included', () => {
    expect(validateSubAssetForm(valid)).toEqual({});
    expect(validateSubAssetForm({ name: 'Edge', latitude: '-90', longitude: '180' })).toEqual({});
    expect(validateSubAssetForm({ name: 'Edge', latitude: ' 90 ', longitude: '-180' })).toEqual({});
  });

  it('requires every field, blank text counting as empty', () => {
    expect(validateSubAssetForm({ name: '  ', latitude: '', longitude: ' ' })).toEqual({
      name: 'The field is required',
      latitude: 'The field is required',
      longitude: 'The field is required',
    });
  });

  it('keeps latitude within -90 to 90 and longitude within -180 to 180', () => {
    expect(validateSubAssetForm({ ...valid, latitude: '90.000001', longitude: '-180.5' })).toEqual({
      latitude: 'must be between -90 and 90',
      longitude: 'must be between -180 and 180',
    });
    expect(validateSubAssetForm({ ...valid, latitude: '-91' }).latitude).toBe('must be between -90 and 90');
    expect(validateSubAssetForm({ ...valid, longitude: '181' }).longitude).toBe(
      'must be between -180 and 180',
    );
  });

  it('refuses coordinates that are not numbers', () => {
    expect(validateSubAssetForm({ ...valid, latitude: 'north', longitude: '1e999' })).toEqual({
      latitude: 'must be between -90 and 90',
      longitude: 'must be between -180 and 180',
    });
  });

  it('limits the name to what the server takes', () => {
    expect(SUB_ASSET_NAME_MAX).toBe(200);
    expect(validateSubAssetForm({ ...valid, name: 'x'.repeat(200) })).toEqual({});
    expect(validateSubAssetForm({ ...valid, name: 'x'.repeat(201) }).name).toBe(
      'must be 200 characters or less',
    );
  });
});

describe('validateAreaAssignment', () => {
  it('requires a management area', () => {
    expect(validateAreaAssignment([])).toBe('The field is required');
    expect(validateAreaAssignment([4])).toBeUndefined();
  });
});

describe('subAssetPosition', () => {
  it('gives [longitude, latitude] only when both coordinates pass', () => {
    expect(subAssetPosition({ latitude: ' 53.5 ', longitude: '-116.25' })).toEqual([-116.25, 53.5]);
    expect(subAssetPosition({ latitude: '', longitude: '-116.25' })).toBeNull();
    expect(subAssetPosition({ latitude: '53.5', longitude: '200' })).toBeNull();
    expect(subAssetPosition({ latitude: 'x', longitude: '1' })).toBeNull();
  });
});
