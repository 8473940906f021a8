import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatDateTime, issueDetailFields, type ThirdPartyCompany, type User } from '@verge/domain';
import type { ReactNode } from 'react';
import { DetailLine as Line } from '../../../components/detail/DetailLine';
import { RecordHistory } from '../../../components/history/RecordHistory';
import { EditNotices } from '../../../components/notices/EditNotices';
import { RecordPhotos } from '../../../components/photos/RecordPhotos';
import type { LocalIssue } from '../../../core/issues';
import { useThirdPartyCompanies } from '../../../core/providers';
import { useUsers } from '../../../core/users';

/** Jump to another issue of the chain on the issue list; original marks the chain's first record. */
export type ShowIssue = (issueId: number, original: boolean) => void;

/** Users and service providers the issue's chain is assigned to, by name, from the local store. */
export function assigneeNames(
  issue: Pick<LocalIssue, 'assignedUserIds' | 'thirdPartyCompanyIds'>,
  users: readonly User[],
  providers: readonly ThirdPartyCompany[],
): string[] {
  const userNames = issue.assignedUserIds.flatMap((id) => {
    const user = users.find((u) => u.id === id);
    return user ? [`${user.first_name} ${user.last_name}`] : [];
  });
  const providerNames = issue.thirdPartyCompanyIds.flatMap((id) => {
    const provider = providers.find((p) => p.id === id);
    return provider ? [provider.company_name] : [];
  });
  return [...providerNames, ...userNames];
}

function ShowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="small" variant="outlined" onClick={onClick} sx={{ mr: 1, mb: 0.5 }}>
      {label}
    </Button>
  );
}

/** The issue information card (spec 1 "Issue detail card"): the domain's fields, Show buttons and photos. */
export function IssueDetailCard({ issue, onShowIssue }: { issue: LocalIssue; onShowIssue: ShowIssue }) {
  const users = useUsers() ?? [];
  const providers = useThirdPartyCompanies() ?? [];
  const fields = issueDetailFields(issue, {
    assignees: assigneeNames(issue, users, providers),
    formatDate: formatDateTime,
  });
  const original = issue.original_issue_id;
  const followUps = issue.subsequentIssueIds;
  // The chain's other issues, when it has any, are buttons that show them instead of their ids.
  const shows: Partial<Record<string, ReactNode>> = {};
  if (original !== null) {
    shows['Original Issue'] = (
      <ShowButton label={`Show ${original}`} onClick={() => onShowIssue(original, true)} />
    );
  }
  if (followUps.length > 0) {
    shows['Follow-Ups'] = followUps.map((id) => (
      <ShowButton
        key={id}
        label={id > 0 ? `Show ${id}` : 'Show (Awaiting Sync)'}
        onClick={() => onShowIssue(id, false)}
      />
    ));
  }
  return (
    <Stack data-testid="issue-detail-card">
      <EditNotices
        notices={issue.editNotices}
        record={{ table: 'issues', id: issue.id, assetId: issue.assetId }}
      />
      {fields.map(({ label, text }) => (
        <Line key={label} label={label}>
          {shows[label] ?? text}
        </Line>
      ))}
      <Line label="Photos">
        <RecordPhotos uuid={issue.uuid} keys={issue.photos} />
      </Line>
      <RecordHistory records={[{ target: 'vegetation-issue', id: issue.id, uuid: issue.uuid }]} />
    </Stack>
  );
}
