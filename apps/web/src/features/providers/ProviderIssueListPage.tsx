import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useSession } from '../../app/session';
import { assignIssuesToProvider, removeAssignedIssues } from '../../commands/assignmentCommands';
import { db } from '../../local/db';
import { useIssues } from '../../local/queries';
import { AssignmentTable } from '../assignment/AssignmentTable';

/** A provider's assigned issues (/service-provider-issue-list) or the issues it can still take (/service-provider-assign-issues). */
export default function ProviderIssueListPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const assigning = pathname.startsWith('/service-provider-assign-issues');
  const companyId = Number(id);
  const company = useLiveQuery(() => db.thirdPartyCompanies.get(companyId), [companyId]);
  const issues = useIssues();
  const assetId = useSession().settings.selectedAssetId;
  const rows = (issues ?? []).filter(
    (i) =>
      i.id > 0 && i.thirdPartyCompanyIds.includes(companyId) !== assigning && (!assigning || i.isInteractive),
  );
  const name = company?.company_name ?? '';
  return (
    <>
      <Link component={RouterLink} to="/service-providers" sx={{ display: 'inline-block', mb: 1 }}>
        {'< Back to Service Providers'}
      </Link>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {assigning ? `Assign Issues To ${name}` : `${name} Assigned Issues List`}
      </Typography>
      <AssignmentTable
        rows={rows}
        loading={issues === undefined}
        mode={assigning ? 'assign' : 'list'}
        question={
          assigning
            ? `Are you sure you want to assign selected issues to ${name}?`
            : 'Are you sure you want to remove this assigned issue?'
        }
        cancelTo="/service-providers"
        onConfirm={(ids) =>
          assigning
            ? assignIssuesToProvider(assetId, { original_issue_ids: ids, company_id: companyId })
            : removeAssignedIssues(assetId, { delete_issue_ids: ids, third_party_company_id: companyId })
        }
      />
    </>
  );
}
