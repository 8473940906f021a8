import type { GeoPoint } from '../common';
import { LATITUDE_LIMIT, LONGITUDE_LIMIT, UNKNOWN_MEASURE } from '../constants';
import {
  CULVERT_EDIT_MIN_DIAMETER_CM,
  CULVERT_EDIT_MIN_LENGTH_M,
  type CulvertFields,
  diameterToMetres,
} from '../culvert';
import { FIELD_MESSAGES } from '../messages';

/** The culvert form as typed: numbers stay text until they pass; the diameter in cm. */
export interface CulvertFormValues {
  site_culvert_id: string;
  road_name: string;
  is_fish_habitat: '' | 'yes' | 'no';
  diameter: string;
  length: string;
  direction_of_flow: string;
  inletLat: string;
  inletLng: string;
  outletLat: string;
  outletLng: string;
  has_markers: '' | 'yes' | 'no';
}
export type CulvertFormField = keyof CulvertFormValues;
export type CulvertFormErrors = Partial<Record<CulvertFormField, string>>;

export const EMPTY_CULVERT_FORM: CulvertFormValues = {
  site_culvert_id: '',
  road_name: '',
  is_fish_habitat: '',
  diameter: '',
  length: '',
  direction_of_flow: '',
  inletLat: '',
  inletLng: '',
  outletLat: '',
  outletLng: '',
  has_markers: '',
};

const REQUIRED: readonly CulvertFormField[] = [
  'site_culvert_id',
  'road_name',
  'is_fish_habitat',
  'direction_of_flow',
  'has_markers',
];
const POINTS = [
  ['inletLat', 'inletLng'],
  ['outletLat', 'outletLng'],
] as const;

/**
 * Spec 2 §5. Add: site culvert id, road name, fish habitat, direction of flow and has markers required;
 * diameter and length 0 or more (empty or -1: unknown); a point's latitude -90 to 90 and longitude -180 to 180,
 * both or neither. Edit: the same, and diameter at least 1 cm, length at least 1 m, both points required.
 */
export function culvertFormProblems(values: CulvertFormValues, editing: boolean): CulvertFormErrors {
  const errors: CulvertFormErrors = {};
  for (const field of REQUIRED) if (!values[field].trim()) errors[field] = FIELD_MESSAGES.required();
  const minimum = { diameter: CULVERT_EDIT_MIN_DIAMETER_CM, length: CULVERT_EDIT_MIN_LENGTH_M };
  for (const field of ['diameter', 'length'] as const) {
    const text = values[field].trim();
    const value = Number(text);
    if (editing && !text) errors[field] = FIELD_MESSAGES.required();
    else if (editing && !(value >= minimum[field])) errors[field] = FIELD_MESSAGES.min(minimum[field]);
    else if (text && !(value >= 0 || value === UNKNOWN_MEASURE)) errors[field] = FIELD_MESSAGES.min(0);
  }
  for (const [lat, lng] of POINTS) {
    for (const [field, limit] of [
      [lat, LATITUDE_LIMIT],
      [lng, LONGITUDE_LIMIT],
    ] as const) {
      const text = values[field].trim();
      const other = values[field === lat ? lng : lat].trim();
      if (!text && (editing || other)) errors[field] = FIELD_MESSAGES.required();
      else if (text && !(Math.abs(Number(text)) <= limit))
        errors[field] = FIELD_MESSAGES.between(-limit, limit);
    }
  }
  return errors;
}

/** A point from typed coordinates ([longitude, latitude]), or null when either is empty. */
export function culvertFormPoint(lat: string, lng: string): GeoPoint | null {
  if (!lat.trim() || !lng.trim()) return null;
  return { type: 'Point', coordinates: [Number(lng), Number(lat)] };
}

/** The fields a checked form saves: the diameter in metres, an empty measure unknown (-1). */
export function culvertFieldsFrom(values: CulvertFormValues): CulvertFields {
  return {
    site_culvert_id: values.site_culvert_id.trim(),
    road_name: values.road_name.trim(),
    is_fish_habitat: values.is_fish_habitat === 'yes',
    has_markers: values.has_markers === 'yes',
    length: values.length.trim() ? Number(values.length) : UNKNOWN_MEASURE,
    diameter: values.diameter.trim() ? diameterToMetres(Number(values.diameter)) : UNKNOWN_MEASURE,
    direction_of_flow: values.direction_of_flow.trim(),
    inlet_location: culvertFormPoint(values.inletLat, values.inletLng),
    outlet_location: culvertFormPoint(values.outletLat, values.outletLng),
  };
}
