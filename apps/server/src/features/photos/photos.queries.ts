import type { PhotoTargetType } from '@verge/domain';
import { type SQL, sql } from 'drizzle-orm';
import { interactiveSql, visibleAssetIds } from '../../access/visibility.queries';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { photos } from '../../db/schema';
import { firstRow } from '../../db/sql';
import type { StoredPhoto } from '../../photos/storePhoto';

/** Each photo target: its table, and the photos column that points at it. */
const TARGETS: Record<PhotoTargetType, { table: SQL; column: 'issue_id' | 'inspection_id' }> = {
  'vegetation-issue': { table: sql.raw('vegetation_issues'), column: 'issue_id' },
  'culvert-inspection': { table: sql.raw('culvert_inspections'), column: 'inspection_id' },
};

export interface PhotoParent {
  id: number;
  /** Issues: interactive for the viewer. Inspections: always true (the client-company rule is the service's). */
  interactive: boolean;
}

/** A live record of the target type, found by uuid or id, on an asset the viewer may open. */
export function findParent(
  db: Db,
  viewer: Viewer,
  targetType: PhotoTargetType,
  match: { uuid: string } | { id: number },
): Promise<PhotoParent | undefined> {
  const interactive = targetType === 'vegetation-issue' ? interactiveSql(viewer, 'r') : sql`true`;
  const where = 'uuid' in match ? sql`r.uuid = ${match.uuid}` : sql`r.id = ${match.id}`;
  return firstRow<PhotoParent>(
    db,
    sql`SELECT r.id, ${interactive} AS interactive FROM ${TARGETS[targetType].table} r
        WHERE ${where} AND NOT r.hidden AND r.asset_id IN (${visibleAssetIds(viewer)})`,
  );
}

/** The photo stored under a uuid, with the record it belongs to (a retried upload). */
export const findPhotoByUuid = (db: Db, uuid: string) =>
  firstRow<{ key: string; target_type: PhotoTargetType; parent_id: number }>(
    db,
    sql`SELECT key, target_type, coalesce(issue_id, inspection_id) AS parent_id FROM photos WHERE uuid = ${uuid}`,
  );

/** Record a stored photo unless its uuid is already taken; true when this row was inserted. */
export async function insertPhoto(
  db: Db,
  fields: {
    uuid: string;
    targetType: PhotoTargetType;
    parentId: number;
    userId: number;
    stored: StoredPhoto;
  },
): Promise<boolean> {
  const isIssue = fields.targetType === 'vegetation-issue';
  const inserted = await db
    .insert(photos)
    .values({
      uuid: fields.uuid,
      key: fields.stored.key,
      target_type: fields.targetType,
      issue_id: isIssue ? fields.parentId : null,
      inspection_id: isIssue ? null : fields.parentId,
      content_type: fields.stored.contentType,
      byte_size: fields.stored.byteSize,
      user_id: fields.userId,
    })
    .onConflictDoNothing({ target: photos.uuid })
    .returning({ id: photos.id });
  return inserted.length > 0;
}

/** Hide a photo of a record; false when the record has no such photo. */
export async function hidePhoto(
  db: Db,
  targetType: PhotoTargetType,
  parentId: number,
  key: string,
): Promise<boolean> {
  const column = sql.raw(TARGETS[targetType].column);
  const row = await firstRow<{ id: number }>(
    db,
    sql`UPDATE photos SET hidden = true WHERE key = ${key} AND ${column} = ${parentId} RETURNING id`,
  );
  return row !== undefined;
}

/** A live photo of a live record on an asset the viewer may open. */
export const findVisiblePhoto = (db: Db, viewer: Viewer, key: string) =>
  firstRow<{ key: string; content_type: string }>(
    db,
    sql`SELECT p.key, p.content_type FROM photos p
        LEFT JOIN vegetation_issues vi ON vi.id = p.issue_id
        LEFT JOIN culvert_inspections ci ON ci.id = p.inspection_id
        WHERE p.key = ${key} AND NOT p.hidden
          AND NOT coalesce(vi.hidden, ci.hidden)
          AND coalesce(vi.asset_id, ci.asset_id) IN (${visibleAssetIds(viewer)})`,
  );

/** The live photo row naming a file `key` (any record's): what the file routes serve for <img> tags. */
export const findLivePhotoFile = (db: Db, key: string) =>
  firstRow<{ content_type: string }>(
    db,
    sql`SELECT content_type FROM photos WHERE key = ${key} AND NOT hidden`,
  );
