import {
  fullName,
  type IssueFilterValues,
  type Relations,
  RISK_LABELS,
  RISK_LEVELS,
  sortOptions,
} from '@verge/domain';
import { useMemo } from 'react';
import type { Session } from '../../../base/session';
import type { FilterGroup } from '../../../components/filters/FilterPanel';
import {
  listGroup as anyListGroup,
  textGroup as anyTextGroup,
  dateRangeGroup,
  referenceOptions,
} from '../../../components/filters/filterGroups';
import type { FilterOption } from '../../../components/filters/MultiSelectFilter';
import { useAreas } from '../../../core/areas';
import type { LocalIssue } from '../../../core/issues';
import { useThirdPartyCompanies } from '../../../core/providers';
import { useSubAssets } from '../../../core/subAssets';
import { useUsers } from '../../../core/users';

const listGroup = anyListGroup<IssueFilterValues>;
const textGroup = anyTextGroup<IssueFilterValues>;

const yesNo = (yes: string, no: string): FilterOption[] => [
  { value: 1, label: yes },
  { value: 0, label: no },
];

/**
 * Every group of spec 1 "Filters for issues", options from the local store and the reference lists. The
 * interactive filter is hidden from client users; assigned users and service companies show only to
 * company admins.
 */
export function useIssueFilterGroups(
  issues: readonly LocalIssue[] | undefined,
  session: Session,
): FilterGroup<IssueFilterValues>[] {
  const assetId = session.settings.selectedAssetId;
  const areas = useAreas(assetId);
  const subAssets = useSubAssets(assetId);
  const users = useUsers();
  const companies = useThirdPartyCompanies();
  const relations: Relations | null = session.settings.relations;

  // The initiators as text, so the groups (their sorted option lists) are worked out again only when an
  // initiator comes or goes, not on every write to the issues (each stored sync page of a large asset).
  const initiatorList = useMemo(() => {
    const initiators = new Map<number, string>();
    for (const issue of issues ?? [])
      if (!initiators.has(issue.userId)) initiators.set(issue.userId, issue.user);
    return JSON.stringify([...initiators]);
  }, [issues]);

  return useMemo(() => {
    const initiators = JSON.parse(initiatorList) as [number, string][];
    const groups: FilterGroup<IssueFilterValues>[] = [
      listGroup(
        'areas',
        'Management Areas',
        'areaIds',
        referenceOptions(areas, (a) => a.name),
      ),
      dateRangeGroup('dates', 'Dates', ['dateFrom', 'dateTo'], 'Inspected'),
      listGroup(
        'risk',
        'Risk Scores',
        'riskScores',
        RISK_LEVELS.map((r) => ({ value: r, label: RISK_LABELS[r] })),
      ),
      listGroup('photos', 'Photo Status', 'photoStatus', yesNo('Has Photos', 'No Photos')),
      listGroup(
        'types',
        'Issue Types',
        'issueTypeIds',
        referenceOptions(relations?.issueTypes, (t) => t.issue_type),
      ),
      listGroup(
        'actionsTaken',
        'Actions Taken',
        'actionTakenIds',
        referenceOptions(relations?.takenActions, (a) => a.issue_action),
      ),
      listGroup(
        'stages',
        'Physiological Stages',
        'physiologicalStageIds',
        referenceOptions(relations?.physiologicalStages, (s) => s.physiological_stage),
      ),
      listGroup(
        'infraTypes',
        'Infrastructure Vegetation Types',
        'infraVegetationTypeIds',
        referenceOptions(relations?.infraVegetationTypes, (t) => t.vegetation_type),
      ),
      listGroup(
        'weedTypes',
        'Weed Vegetation Types',
        'weedVegetationTypeIds',
        referenceOptions(relations?.weedVegetationTypes, (t) => t.vegetation_type),
      ),
      listGroup(
        'distributions',
        'Distributions',
        'distributionIds',
        referenceOptions(relations?.distributions, (d) => d.distribution),
      ),
      listGroup(
        'proximities',
        'Proximities',
        'proximityIds',
        referenceOptions(relations?.proximities, (p) => p.proximity),
      ),
      listGroup('original', 'Original Issue', 'originalStatus', yesNo('Original Issues', 'Follow-Ups')),
      listGroup(
        'initiators',
        'Initiators',
        'initiatorIds',
        sortOptions(initiators, ([, name]) => name).map(([id, name]) => ({ value: id, label: name })),
      ),
      listGroup(
        'species',
        'Weed Species',
        'speciesIds',
        referenceOptions(relations?.species, (s) => s.species),
      ),
      listGroup(
        'requiredActions',
        'Actions Required',
        'requiredActionIds',
        referenceOptions(relations?.requiredActions, (a) => a.issue_action),
      ),
      listGroup('furtherAction', 'Further Action Required', 'furtherAction', yesNo('Yes', 'No')),
      textGroup('issueId', 'Issue Id', 'issueIdSearch', 'Issue Id'),
      listGroup(
        'subAssets',
        'Sub Assets',
        'subAssetIds',
        referenceOptions(subAssets, (s) => s.sub_asset_name),
      ),
      textGroup('comments', 'Comments', 'commentSearch', 'Comment search'),
    ];
    if (session.isAdmin) {
      groups.push(
        listGroup('assignedUsers', 'Assigned Users', 'assignedUserIds', referenceOptions(users, fullName)),
        listGroup(
          'companies',
          'Service Companies',
          'thirdPartyCompanyIds',
          referenceOptions(companies, (c) => c.company_name),
        ),
      );
    }
    if (!session.isClient) {
      groups.push(
        listGroup('interactive', 'Interactive', 'interactive', yesNo('Interactive', 'Non-Interactive')),
      );
    }
    return groups;
  }, [initiatorList, areas, subAssets, users, companies, relations, session.isAdmin, session.isClient]);
}
