import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DATE_TIME_DISPLAY,
  formatCoordinate,
  formatUtm,
  ISSUE_TYPE_IDS,
  representativePosition,
  type ThirdPartyCompany,
  toUtm,
  type User,
} from '@verge/domain';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import type { LocalIssue } from '../../../local/db';
import { useThirdPartyCompanies, useUsers } from '../../../local/queries';
import { IssuePhotos } from './IssuePhotos';

const NOT_RECORDED = 'Not Recorded';

/** Jump to another issue of the chain on the issue list; original marks the chain's first record. */
export type ShowIssue = (issueId: number, original: boolean) => void;

/** 'June 1 2026 - 9:05' in the device's time zone. */
export function formatInspectionDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : format(date, DATE_TIME_DISPLAY);
}

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

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ py: 0.25 }}>
      <Typography color="text.secondary" sx={{ width: { sm: 210 }, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }} data-field={label}>
        {children}
      </Typography>
    </Stack>
  );
}

function ShowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="small" variant="outlined" onClick={onClick} sx={{ mr: 1, mb: 0.5 }}>
      {label}
    </Button>
  );
}

/** The issue information card (spec 1 "Issue detail card"), with the card's fallbacks and visibility rules. */
export function IssueDetailCard({ issue, onShowIssue }: { issue: LocalIssue; onShowIssue: ShowIssue }) {
  const users = useUsers() ?? [];
  const providers = useThirdPartyCompanies() ?? [];
  const position = representativePosition(issue.gps_point, issue.gps_track);
  const vegetation = [issue.vegetation_type, ...issue.species].filter((v): v is string => !!v);
  const assignees = assigneeNames(issue, users, providers);
  const weedFamily =
    issue.issueTypeId === ISSUE_TYPE_IDS.weeds || issue.issueTypeId === ISSUE_TYPE_IDS.animalAttractant;
  const original = issue.original_issue_id;
  return (
    <Stack data-testid="issue-detail-card">
      <Line label="Issue Type">{issue.issue_type || 'No Problem Found'}</Line>
      <Line label="Area">{issue.area}</Line>
      <Line label="Original Issue">
        {original === null ? (
          'Initial Record of Issue'
        ) : (
          <ShowButton label={`Show ${original}`} onClick={() => onShowIssue(original, true)} />
        )}
      </Line>
      <Line label="Follow-Ups">
        {issue.subsequentIssueIds.length === 0
          ? 'Issue Has No Follow-Ups'
          : issue.subsequentIssueIds.map((id) => (
              <ShowButton
                key={id}
                label={id > 0 ? `Show ${id}` : 'Show (Awaiting Sync)'}
                onClick={() => onShowIssue(id, false)}
              />
            ))}
      </Line>
      <Line label="Action Taken">{issue.action_taken ?? NOT_RECORDED}</Line>
      <Line label="Future Action Required">{issue.action_required ? 'Yes' : 'No'}</Line>
      <Line label="Required Actions">
        {issue.actionsRequired.length > 0 ? issue.actionsRequired.join(' | ') : 'No Required Actions'}
      </Line>
      <Line label="Vegetation Type / Species">{vegetation.length > 0 ? vegetation.join(', ') : 'Other'}</Line>
      <Line label="Vegetation Height">
        {issue.veg_height === null ? 'Height Not Recorded' : `${issue.veg_height} m`}
      </Line>
      <Line label="Physiological Stage">{issue.physiological_stage ?? NOT_RECORDED}</Line>
      {weedFamily && <Line label="Distribution">{issue.distribution ?? NOT_RECORDED}</Line>}
      {issue.issue_type?.includes('Pipe') && <Line label="Proximity">{issue.proximity ?? NOT_RECORDED}</Line>}
      <Line label="Assigned To">{assignees.length > 0 ? assignees.join(', ') : 'Not Assigned'}</Line>
      <Line label="Longitude">{position ? formatCoordinate(position[0]) : NOT_RECORDED}</Line>
      <Line label="Latitude">{position ? formatCoordinate(position[1]) : NOT_RECORDED}</Line>
      <Line label="UTM">{formatUtm(position ? toUtm(position[0], position[1]) : null)}</Line>
      <Line label="Inspection Date">{formatInspectionDate(issue.inspection_date)}</Line>
      <Line label="User">{issue.user}</Line>
      <Line label="Comments">{issue.comments.trim() === '' ? 'No Comments' : issue.comments}</Line>
      <Line label="Photos">
        <IssuePhotos uuid={issue.uuid} keys={issue.photos} />
      </Line>
    </Stack>
  );
}
