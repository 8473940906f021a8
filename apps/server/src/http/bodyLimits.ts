import { type CallDefinition, contract, PHOTO_MAX_BYTES } from '@verge/domain';

/**
 * Open calls (login, password reset, the admin's login): fields of at most TEXT_MAX characters, a few KB even
 * with every character escaped. Anyone may send these, so nobody's bytes cost more than this before a check.
 * Also the limit of routes outside the contract (photo files, the web app, unknown paths), which take no body.
 */
export const OPEN_BODY_MAX_BYTES = 16 * 1024;

/**
 * Every other call of a signed-in user: the largest is one geometry at its vertex cap (100,000 positions, about
 * 45 bytes each at full double precision, GEOMETRY_VERTICES_MAX): 4.5 MB; an id list at its cap (ID_LIST_MAX) is about 60 KB.
 */
const CALL_BODY_MAX_BYTES = 5 * 1024 * 1024;

/** The area import: the file's 20 MB of text (importAreasRequestSchema) with room for its JSON escapes. */
const AREA_IMPORT_BODY_MAX_BYTES = 25 * 1024 * 1024;

/**
 * The most body bytes a call may send (Fastify's route `bodyLimit`: a larger Content-Length is answered 413
 * before a byte is read, and a body that grows past it is cut off at the limit). Only the area import and photo
 * uploads need megabytes; each is checked after authentication (registerContract.ts), so a caller without a
 * valid token never gets that far.
 */
export function bodyLimit(definition: CallDefinition): number {
  if (definition.body === 'binary') return PHOTO_MAX_BYTES;
  if (definition.auth === 'open') return OPEN_BODY_MAX_BYTES;
  if (definition === contract.adminImportAreas) return AREA_IMPORT_BODY_MAX_BYTES;
  return CALL_BODY_MAX_BYTES;
}
