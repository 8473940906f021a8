import { z } from 'zod';
import {
  COMMENT_MAX,
  GEOMETRY_PARTS_MAX,
  GEOMETRY_VERTICES_MAX,
  ID_LIST_MAX,
  ID_MAX,
  LATITUDE_LIMIT,
  LONGITUDE_LIMIT,
  TEXT_MAX,
  UUID_LENGTH,
  YEAR_MAX,
  YEAR_MIN,
} from './constants';
import { RISK_LEVELS } from './risk';

/*
 * The building blocks below refuse, before any query, every value the database would choke on (an id past
 * its integer column, a NUL that text columns cannot hold, an 8 kB name past an index row, year 0): each
 * request schema is made of them, so every call checks its input the same way.
 */

/** A record id: a positive PostgreSQL integer. */
export const idSchema = z.number().int().min(1).max(ID_MAX);
/** A list over its cap names the limit; the server answers it with 413 (too large), not 400. */
export const listSchema = <T extends z.ZodType>(item: T, max: number, what = 'items') =>
  z.array(item).max(max, `At most ${max} ${what} in one request`);
export const idListSchema = listSchema(idSchema, ID_LIST_MAX, 'ids');
/** Ids as the client holds them: negative while a record awaits sync. */
export const localIdSchema = z.number().int().min(-ID_MAX).max(ID_MAX);

const hasNoNul = (text: string) => !text.includes('\u0000');
const NUL_MESSAGE = 'must not contain NUL';
/** Text as PostgreSQL can store it: no NUL character, at most `max` characters. */
export const textSchema = (max: number = TEXT_MAX) => z.string().max(max).refine(hasNoNul, NUL_MESSAGE);
/** Text that must hold more than spaces; trimmed. */
export const requiredTextSchema = (max: number = TEXT_MAX, requiredMessage?: string) =>
  z.string().trim().min(1, requiredMessage).max(max).refine(hasNoNul, NUL_MESSAGE);
export const uuidSchema = textSchema(UUID_LENGTH).length(UUID_LENGTH);
export const emailSchema = z.email().max(254);
export const latitudeSchema = z.number().min(-LATITUDE_LIMIT).max(LATITUDE_LIMIT);
export const longitudeSchema = z.number().min(-LONGITUDE_LIMIT).max(LONGITUDE_LIMIT);
export const riskScoreSchema = z.union(
  RISK_LEVELS.map((r) => z.literal(r)) as [
    z.ZodLiteral<0>,
    z.ZodLiteral<1>,
    z.ZodLiteral<5>,
    z.ZodLiteral<10>,
  ],
);
export const commentsSchema = textSchema(COMMENT_MAX);

const inYearRange = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= YEAR_MIN && year <= YEAR_MAX;
};
const YEAR_MESSAGE = `must lie in the years ${YEAR_MIN}–${YEAR_MAX}`;
/** Real zone offsets lie between -12:00 and +14:00; Z is UTC. */
const hasRealOffset = (text: string) => {
  const offset = /([+-])(\d\d):(\d\d)$/.exec(text);
  return !offset || Number(offset[2]) * 60 + Number(offset[3]) <= (offset[1] === '+' ? 14 : 12) * 60;
};
/** An instant: ISO 8601 with an explicit zone offset (or Z), in a sane year range. */
export const dateTimeSchema = z.iso
  .datetime({ offset: true })
  .refine(inYearRange, YEAR_MESSAGE)
  .refine(hasRealOffset, 'must have an offset from -12:00 to +14:00');
/** A calendar date yyyy-MM-dd in a sane year range. */
export const dateSchema = z.iso.date().refine(inYearRange, YEAR_MESSAGE);

export const successSchema = z.object({ success: z.boolean() });
export type Success = z.infer<typeof successSchema>;
export const createdSchema = z.object({ success: z.literal(true), id: idSchema });
export type Created = z.infer<typeof createdSchema>;
export const noInput = z.void();

export const positionSchema = z.tuple([longitudeSchema, latitudeSchema]);
export type Position = z.infer<typeof positionSchema>;
export const pointSchema = z.object({ type: z.literal('Point'), coordinates: positionSchema });
export type GeoPoint = z.infer<typeof pointSchema>;
const positionsSchema = listSchema(positionSchema, GEOMETRY_VERTICES_MAX, 'positions');
export const lineStringSchema = z.object({
  type: z.literal('LineString'),
  coordinates: positionsSchema.min(2),
});
export type GeoLineString = z.infer<typeof lineStringSchema>;

const linearRing = positionsSchema.min(4).refine((ring) => {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return first[0] === last[0] && first[1] === last[1];
}, 'A polygon ring must be closed (first and last positions equal)');
export const polygonSchema = z.object({
  type: z.literal('Polygon'),
  coordinates: listSchema(linearRing, GEOMETRY_PARTS_MAX, 'rings').min(1),
});
export type GeoPolygon = z.infer<typeof polygonSchema>;
export const multiPolygonSchema = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: listSchema(
    listSchema(linearRing, GEOMETRY_PARTS_MAX, 'rings').min(1),
    GEOMETRY_PARTS_MAX,
    'polygons',
  ).min(1),
});
export const areaShapeSchema = z.discriminatedUnion('type', [polygonSchema, multiPolygonSchema]);
export type AreaShape = z.infer<typeof areaShapeSchema>;

/** Base64 file answer of the pdf and image calls. */
export const fileResponseSchema = z.object({ file: z.string(), contentType: z.string() });
export type FileResponse = z.infer<typeof fileResponseSchema>;

/** Sync bookkeeping carried by every synced row. */
export const syncedRowSchema = z.object({ updated_at: dateTimeSchema, hidden: z.boolean() });
