import type { Position } from '../common';
import { LATITUDE_LIMIT, LONGITUDE_LIMIT } from '../constants';
import { FIELD_MESSAGES } from '../messages';
import { createSubAssetRequestSchema } from '../subAsset';

/** The sub-asset form as typed: coordinates stay text until they pass. */
export interface SubAssetFormValues {
  name: string;
  latitude: string;
  longitude: string;
}

export type SubAssetFormErrors = Partial<Record<keyof SubAssetFormValues, string>>;

/** The longest name the server takes (the request schema's limit). */
export const SUB_ASSET_NAME_MAX = createSubAssetRequestSchema.shape.sub_asset_name.maxLength ?? 200;

function coordinateError(text: string, limit: number): string | undefined {
  if (!text.trim()) return FIELD_MESSAGES.required();
  const value = Number(text.trim());
  if (!Number.isFinite(value) || Math.abs(value) > limit) return FIELD_MESSAGES.between(-limit, limit);
  return undefined;
}

/**
 * Spec 1 §5, sub-asset: name required; latitude required, -90 to 90; longitude required, -180 to 180.
 * Returns one message per failing field; empty when the form may be sent.
 */
export function validateSubAssetForm(values: SubAssetFormValues): SubAssetFormErrors {
  const errors: SubAssetFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = FIELD_MESSAGES.required();
  else if (name.length > SUB_ASSET_NAME_MAX) errors.name = FIELD_MESSAGES.maxLength(SUB_ASSET_NAME_MAX);
  const latitude = coordinateError(values.latitude, LATITUDE_LIMIT);
  if (latitude) errors.latitude = latitude;
  const longitude = coordinateError(values.longitude, LONGITUDE_LIMIT);
  if (longitude) errors.longitude = longitude;
  return errors;
}

/** The typed coordinates as a map position ([longitude, latitude]), when both pass; else null. */
export function subAssetPosition(
  values: Pick<SubAssetFormValues, 'latitude' | 'longitude'>,
): Position | null {
  if (coordinateError(values.latitude, LATITUDE_LIMIT) || coordinateError(values.longitude, LONGITUDE_LIMIT))
    return null;
  return [Number(values.longitude.trim()), Number(values.latitude.trim())];
}

/** Spec 1 §5: assigning an area to a sub-asset requires a management area. */
export function validateAreaAssignment(areaIds: readonly number[]): string | undefined {
  return areaIds.length === 0 ? FIELD_MESSAGES.required() : undefined;
}
