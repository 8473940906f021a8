import { SYNC_OVERLAP_SECONDS } from '@verge/domain';
import { type SQL, sql } from 'drizzle-orm';
import { visibleAssetIds } from '../../access/visibility.queries';
import { isAdmin, isClient, type Viewer } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/sql';
import {
  assetsJsonArray,
  companyJson,
  providersJsonArray,
  relatedProviderIds,
  usersJsonArray,
} from './readShapes';
import { removedJson } from './removals.read';

/**
 * SQL expression: the `since` for the next pull. now() is when this statement's transaction began, so
 * no later than its snapshot; a row committed after the snapshot by an older transaction carries an
 * earlier updated_at, and the overlap window makes the next pull send it.
 */
export const nextSince = sql`now() - make_interval(secs => ${SYNC_OVERLAP_SECONDS})`;

/**
 * SQL condition on `u`: a user the viewer's app holds: their company's (all for admins, themselves for
 * field users) and, for a client, its providers' users (read-only, for the assigned-users filter).
 */
function visibleUser(viewer: Viewer): SQL {
  const own = isAdmin(viewer) ? sql`u.company_id = ${viewer.companyId}` : sql`u.id = ${viewer.userId}`;
  const providers = isClient(viewer)
    ? sql`u.company_id IN (${relatedProviderIds(viewer.companyId)})`
    : sql`false`;
  return sql`NOT u.hidden AND (${own} OR ${providers})`;
}

/** Users the app holds; an incremental pull adds the users of providers taken on since, whose rows did not change. */
function appUsers(viewer: Viewer, since: string | undefined): SQL {
  const changed =
    since === undefined
      ? sql`true`
      : sql`(u.updated_at > ${since}::timestamptz
             OR u.company_id IN (SELECT nr.provider_company_id FROM company_relations nr
                                 WHERE nr.client_company_id = ${viewer.companyId} AND nr.created_at > ${since}::timestamptz))`;
  return sql`${visibleUser(viewer)} AND ${changed}`;
}

/**
 * Assets the viewer may open. An incremental pull adds those that became visible since without their
 * row changing: assigned to the viewer, or opened to the viewer's company by a new provider relation.
 */
function appAssets(viewer: Viewer, since: string | undefined): SQL {
  const changed =
    since === undefined
      ? sql`true`
      : sql`(va.updated_at > ${since}::timestamptz
             OR EXISTS (SELECT 1 FROM user_assets ga WHERE ga.asset_id = va.id AND ga.user_id = ${viewer.userId}
                        AND ga.created_at > ${since}::timestamptz)
             OR EXISTS (SELECT 1 FROM company_relations gr WHERE gr.client_company_id = va.company_id
                        AND gr.provider_company_id = ${viewer.companyId} AND gr.created_at > ${since}::timestamptz))`;
  return sql`va.id IN (${visibleAssetIds(viewer)}) AND ${changed}`;
}

/**
 * The whole app sync response as JSON text, in one statement. The company and the providers always
 * come whole (a handful of rows); `removed` lists what the viewer lost sight of since. `startOver` says that a
 * full pull answers an incremental one whose since was too old.
 */
export async function readAppSync(
  db: Db,
  viewer: Viewer,
  since: string | undefined,
  startOver: boolean,
): Promise<string> {
  const providers = isClient(viewer)
    ? providersJsonArray(viewer.companyId, sql`pc.id IN (${relatedProviderIds(viewer.companyId)})`)
    : sql`'[]'::json`;
  const removed = removedJson(
    {
      assets: { kind: 'asset', visible: visibleAssetIds(viewer) },
      users: { kind: 'user', visible: sql`SELECT u.id FROM users u WHERE ${visibleUser(viewer)}` },
      thirdPartyCompanies: { kind: 'thirdPartyCompany', visible: relatedProviderIds(viewer.companyId) },
    },
    sql`(r.user_id = ${viewer.userId} OR r.company_id = ${viewer.companyId})`,
    since,
  );
  const row = await firstRow<{ body: string }>(
    db,
    sql`SELECT json_build_object(
          'since', ${nextSince},
          'company', ${companyJson},
          'users', ${usersJsonArray(appUsers(viewer, since))},
          'assets', ${assetsJsonArray(appAssets(viewer, since))},
          'thirdPartyCompanies', ${providers},
          'removed', ${removed},
          'startOver', ${startOver}::boolean
        )::text AS body
        FROM companies co WHERE co.id = ${viewer.companyId}`,
  );
  return row!.body;
}
