import type { IssueFields, ManagementArea, Relations } from '@verge/domain';
import type { LocalIssue } from '../../../core/issues';

/** The reference names a local issue row carries, so lists and cards show it before it syncs. */
export type IssueNames = Pick<
  LocalIssue,
  | 'area'
  | 'issue_type'
  | 'distribution'
  | 'physiological_stage'
  | 'proximity'
  | 'vegetation_type'
  | 'species'
  | 'action_taken'
  | 'actionsRequired'
>;

function nameOf<T extends { id: number }>(list: readonly T[], id: number | null, label: (item: T) => string) {
  if (id === null) return null;
  const found = list.find((item) => item.id === id);
  return found ? label(found) : null;
}

/** The names of the reference ids an issue's fields hold, from the cached lists. */
export function issueNames(
  fields: IssueFields,
  relations: Relations,
  areas: readonly ManagementArea[],
): IssueNames {
  const namesOf = <T extends { id: number }>(list: readonly T[], ids: number[], label: (item: T) => string) =>
    ids.map((id) => nameOf(list, id, label)).filter((name): name is string => name !== null);
  return {
    area: nameOf(areas, fields.areaId, (a) => a.name) ?? '',
    issue_type: nameOf(relations.issueTypes, fields.issueTypeId, (t) => t.issue_type),
    distribution: nameOf(relations.distributions, fields.distributionId, (d) => d.distribution),
    physiological_stage: nameOf(
      relations.physiologicalStages,
      fields.physiologicalStageId,
      (s) => s.physiological_stage,
    ),
    proximity: nameOf(relations.proximities, fields.proximityId, (p) => p.proximity),
    vegetation_type: nameOf(
      [...relations.weedVegetationTypes, ...relations.infraVegetationTypes],
      fields.vegetationTypeId,
      (v) => v.vegetation_type,
    ),
    species: namesOf(relations.species, fields.speciesIds, (s) => s.species),
    action_taken: nameOf(relations.takenActions, fields.actionTakenId, (a) => a.issue_action),
    actionsRequired: namesOf(relations.requiredActions, fields.actionsRequiredIds, (a) => a.issue_action),
  };
}
