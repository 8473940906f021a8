import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { DataTable } from '../../components/table/DataTable';
import { db } from '../../local/db';
import { useIssues } from '../../local/queries';
import { issueColumns } from '../issues/issueColumns';

/** A provider's assigned issues (/service-provider-issue-list) or the issues it can still take (/service-provider-assign-issues). */
export default function ProviderIssueListPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const assigning = pathname.startsWith('/service-provider-assign-issues');
  const companyId = Number(id);
  const company = useLiveQuery(() => db.thirdPartyCompanies.get(companyId), [companyId]);
  const issues = useIssues();
  const columns = useMemo(() => issueColumns(), []);
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
      <DataTable ariaLabel="Issues" rows={rows} columns={columns} selectable loading={issues === undefined} />
    </>
  );
}
