import { z } from 'zod';
import { COMMENT_MAX, LATITUDE_LIMIT, LONGITUDE_LIMIT, UUID_LENGTH } from './constants';
import { RISK_LEVELS } from './risk';

export const idSchema = z.number().int().positive();
export const idListSchema = z.array(idSchema);
/** Ids as the client holds them: negative while a record awaits sync. */
export const localIdSchema = z.number().int();
export const uuidSchema = z.string().length(UUID_LENGTH);
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
export const commentsSchema = z.string().max(COMMENT_MAX);
/** An instant: ISO 8601 with a zone offset or Z. */
export const dateTimeSchema = z.iso.datetime({ offset: true });
/** A calendar date yyyy-MM-dd. */
export const dateSchema = z.iso.date();

export const successSchema = z.object({ success: z.boolean() });
export type Success = z.infer<typeof successSchema>;
export const createdSchema = z.object({ success: z.literal(true), id: idSchema });
export type Created = z.infer<typeof createdSchema>;
export const noInput = z.void();

export const positionSchema = z.tuple([longitudeSchema, latitudeSchema]);
export type Position = z.infer<typeof positionSchema>;
export const pointSchema = z.object({ type: z.literal('Point'), coordinates: positionSchema });
export type GeoPoint = z.infer<typeof pointSchema>;
export const lineStringSchema = z.object({
  type: z.literal('LineString'),
  coordinates: z.array(positionSchema).min(2),
});
export type GeoLineString = z.infer<typeof lineStringSchema>;

const linearRing = z
  .array(positionSchema)
  .min(4)
  .refine((ring) => {
    const first = ring[0];
    const last = ring[ring.length - 1];
    return first[0] === last[0] && first[1] === last[1];
  }, 'A polygon ring must be closed (first and last positions equal)');
export const polygonSchema = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(linearRing).min(1),
});
export type GeoPolygon = z.infer<typeof polygonSchema>;
export const multiPolygonSchema = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(linearRing).min(1)).min(1),
});
export const areaShapeSchema = z.discriminatedUnion('type', [polygonSchema, multiPolygonSchema]);
export type AreaShape = z.infer<typeof areaShapeSchema>;

/** Base64 file answer of the pdf and image calls. */
export const fileResponseSchema = z.object({ file: z.string(), contentType: z.string() });
export type FileResponse = z.infer<typeof fileResponseSchema>;

/** Sync bookkeeping carried by every synced row. */
export const syncedRowSchema = z.object({ updated_at: dateTimeSchema, hidden: z.boolean() });
