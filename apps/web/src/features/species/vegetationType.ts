import type { IssueType, Species } from '@verge/domain';

/** A species' vegetation type: the text of the issue type its vegeTypeId names (spec 2 §3). */
export function vegetationType(species: Species, issueTypes: readonly IssueType[]): string {
  return issueTypes.find((t) => t.id === species.vegeTypeId)?.issue_type ?? '';
}
