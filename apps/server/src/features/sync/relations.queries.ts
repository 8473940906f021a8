import type { Relations } from '@verge/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/sql';

/** All reference lists in one round trip, shaped as the contract's relations response. */
export async function readRelations(db: Db): Promise<Relations> {
  const row = await firstRow<{ relations: Relations }>(
    db,
    sql`SELECT json_build_object(
      'takenActions', (SELECT coalesce(json_agg(json_build_object('id', id, 'issue_action', issue_action, 'score', score, 'action_type', action_type) ORDER BY id), '[]') FROM issue_actions WHERE action_type = 'taken'),
      'requiredActions', (SELECT coalesce(json_agg(json_build_object('id', id, 'issue_action', issue_action, 'score', score, 'action_type', action_type) ORDER BY id), '[]') FROM issue_actions WHERE action_type = 'required'),
      'distributions', (SELECT coalesce(json_agg(json_build_object('id', id, 'distribution', distribution, 'score', score) ORDER BY id), '[]') FROM distributions),
      'issueTypes', (SELECT coalesce(json_agg(json_build_object('id', id, 'issue_type', issue_type) ORDER BY id), '[]') FROM issue_types),
      'physiologicalStages', (SELECT coalesce(json_agg(json_build_object('id', id, 'physiological_stage', physiological_stage, 'score', score) ORDER BY id), '[]') FROM physiological_stages),
      'proximities', (SELECT coalesce(json_agg(json_build_object('id', id, 'proximity', proximity, 'score', score, 'issueTypeId', issue_type_id) ORDER BY id), '[]') FROM proximities),
      'species', (SELECT coalesce(json_agg(json_build_object('id', id, 'species', species, 'score', score, 'reference_photo_url', reference_photo_url, 'vegeTypeId', vege_type_id) ORDER BY id), '[]') FROM species),
      'weedVegetationTypes', (SELECT coalesce(json_agg(json_build_object('id', id, 'vegetation_type', vegetation_type, 'score', score, 'issueTypeId', issue_type_id) ORDER BY id), '[]') FROM vegetation_types WHERE kind = 'weed'),
      'infraVegetationTypes', (SELECT coalesce(json_agg(json_build_object('id', id, 'vegetation_type', vegetation_type, 'score', score, 'issueTypeId', issue_type_id) ORDER BY id), '[]') FROM vegetation_types WHERE kind = 'infra'),
      'culvertStatuses', (SELECT coalesce(json_agg(json_build_object('id', id, 'culvert_status', culvert_status) ORDER BY id), '[]') FROM culvert_statuses),
      'culvertTakenActions', (SELECT coalesce(json_agg(json_build_object('id', id, 'inspection_action', inspection_action, 'action_type', action_type) ORDER BY id), '[]') FROM culvert_actions WHERE action_type = 'taken'),
      'culvertRequiredActions', (SELECT coalesce(json_agg(json_build_object('id', id, 'inspection_action', inspection_action, 'action_type', action_type) ORDER BY id), '[]') FROM culvert_actions WHERE action_type = 'required')
    ) AS relations`,
  );
  return row!.relations;
}
