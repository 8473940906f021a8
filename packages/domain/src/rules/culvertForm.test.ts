import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../messages';
import {
  type CulvertFormValues,
  culvertFieldsFrom,
  culvertFormProblems,
  EMPTY_CULVERT_FORM,
} from './culvertForm';

const valid: CulvertFormValues = {
  site_culvert_id: 'C-1',
  road_name: 'Range Road 190',
  is_fish_habitat: 'no',
  diameter: '60',
  length: '12',
  direction_of_flow: 'North to South',
  inletLat: '53.93',
  inletLng: '-116.57',
  outletLat: '53.9299',
  outletLng: '-116.5702',
  has_markers: 'yes',
};

describe('culvertFormProblems', () => {
  it('add: requires the five fields, leaves measures and points optional', () => {
    expect(culvertFormProblems(EMPTY_CULVERT_FORM, false)).toEqual({
      site_culvert_id: FIELD_MESSAGES.required(),
      road_name: FIELD_MESSAGES.required(),
      is_fish_habitat: FIELD_MESSAGES.required(),
      direction_of_flow: FIELD_MESSAGES.required(),
      has_markers: FIELD_MESSAGES.required(),
    });
    const noPoints = {
      ...valid,
      diameter: '',
      length: '-1',
      inletLat: '',
      inletLng: '',
      outletLat: '',
      outletLng: '',
    };
    expect(culvertFormProblems(noPoints, false)).toEqual({});
  });

  it('add: measures 0 or more, coordinates in range and in pairs', () => {
    expect(
      culvertFormProblems(
        { ...valid, diameter: '-3', inletLat: '91', outletLat: '', outletLng: '-200' },
        false,
      ),
    ).toEqual({
      diameter: FIELD_MESSAGES.min(0),
      inletLat: FIELD_MESSAGES.between(-90, 90),
      outletLat: FIELD_MESSAGES.required(),
      outletLng: FIELD_MESSAGES.between(-180, 180),
    });
  });

  it('edit: diameter at least 1 cm, length at least 1 m, both points required', () => {
    expect(culvertFormProblems(valid, true)).toEqual({});
    expect(
      culvertFormProblems({ ...valid, diameter: '0.5', length: '-1', inletLat: '', inletLng: '' }, true),
    ).toEqual({
      diameter: FIELD_MESSAGES.min(1),
      length: FIELD_MESSAGES.min(1),
      inletLat: FIELD_MESSAGES.required(),
      inletLng: FIELD_MESSAGES.required(),
    });
    expect(culvertFormProblems({ ...valid, length: '' }, true)).toEqual({
      length: FIELD_MESSAGES.required(),
    });
  });
});

describe('culvertFieldsFrom', () => {
  it('stores the diameter in metres, empty measures as unknown and points as [longitude, latitude]', () => {
    const fields = culvertFieldsFrom({ ...valid, length: '', outletLat: '' });
    expect(fields).toMatchObject({ diameter: 0.6, length: -1, is_fish_habitat: false, has_markers: true });
    expect(fields.inlet_location).toEqual({ type: 'Point', coordinates: [-116.57, 53.93] });
    expect(fields.outlet_location).toBeNull();
  });
});
