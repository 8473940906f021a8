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
} from './constants';
import { RISK_LEVELS } from './risk';

/*
 * The building blocks below refuse, before any query, every value the database would choke on (an id past
 * its integer column, a NUL that text columns cannot hold, an 8 kB name past an index row, year 0): each
 * request schema is made of them, so every call checks its input the same way.
 */

/** A record id: a positive PostgreSQL integer. */
export const idSchema = z.number().int().min(1).max(ID_MAX);
/** A list over its cap answers 413 (too large) naming the cap: the server maps any list past its `max` so. */
export const idListSchema = z.array(idSchema).max(ID_LIST_MAX);
/** Ids as the client holds them: negative while a record awaits sync. */
export const localIdSchema = z.number().int().min(-ID_MAX).max(ID_MAX);

const noNul = <S extends z.ZodString>(text: S) => text.regex(/^[^\0]*$/, 'must not contain NUL');
/** Text as PostgreSQL can store it: no NUL character, at most `max` characters. */
export const textSchema = (max = TEXT_MAX) => noNul(z.string().max(max));
/** Text that must hold more than spaces; trimmed. */
export const requiredTextSchema = (max = TEXT_MAX, requiredMessage?: string) =>
  noNul(z.string().trim().min(1, requiredMessage).max(max));
export const uuidSchema = textSchema(UUID_LENGTH).length(UUID_LENGTH);
export const emailSchema = z.email().max(254);
/** A stored photo's key (a server-made uuid and extension); also the capability of its file address. */
export const photoKeySchema = textSchema(200).min(1);
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

/** Years 1900–2100 (earlier or later ones are typing mistakes, and year 0 breaks PostgreSQL). */
const SANE_YEAR = '(19\\d\\d|20\\d\\d|2100)-';
const SANE_YEARS = 'must be in 1900–2100';
/** An instant: ISO 8601 in a sane year with an explicit offset real zones have (-12:00 to +14:00), or Z. */
export const dateTimeSchema = z.iso
  .datetime({ offset: true })
  .regex(
    new RegExp(`^${SANE_YEAR}.+(Z|[+-](0\\d|1[01]):[0-5]\\d|-12:00|\\+1[23]:[0-5]\\d|\\+14:00)$`),
    `${SANE_YEARS}, offset -12:00 to +14:00`,
  );
/** A calendar date yyyy-MM-dd in a sane year. */
export const dateSchema = z.iso.date().regex(new RegExp(`^${SANE_YEAR}`), SANE_YEARS);

export const successSchema = z.object({ success: z.boolean() });
export type Success = z.infer<typeof successSchema>;
export const createdSchema = z.object({ success: z.literal(true), id: idSchema });
export type Created = z.infer<typeof createdSchema>;
export const noInput = z.void();

export const positionSchema = z.tuple([longitudeSchema, latitudeSchema]);
export type Position = z.infer<typeof positionSchema>;
export const pointSchema = z.object({ type: z.literal('Point'), coordinates: positionSchema });
export type GeoPoint = z.infer<typeof pointSchema>;
const positionsSchema = z.array(positionSchema).max(GEOMETRY_VERTICES_MAX);
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
  coordinates: z.array(linearRing).max(GEOMETRY_PARTS_MAX).min(1),
});
export type GeoPolygon = z.infer<typeof polygonSchema>;
export const multiPolygonSchema = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(linearRing).max(GEOMETRY_PARTS_MAX).min(1)).max(GEOMETRY_PARTS_MAX).min(1),
});
export const areaShapeSchema = z.discriminatedUnion('type', [polygonSchema, multiPolygonSchema]);
export type AreaShape = z.infer<typeof areaShapeSchema>;

/** Base64 file answer of the pdf and image calls. */
export const fileResponseSchema = z.object({ file: z.string(), contentType: z.string() });
export type FileResponse = z.infer<typeof fileResponseSchema>;

/** Sync bookkeeping carried by every synced row. */
export const syncedRowSchema = z.object({ updated_at: dateTimeSchema, hidden: z.boolean() });
