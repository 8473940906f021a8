import Link from '@mui/material/Link';
import type { ThirdPartyCompany } from '@verge/domain';
import { matchesText } from '@verge/domain';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/table/DataTable';
import { useThirdPartyCompanies } from '../../local/queries';

/** Service providers of the company, with their assigned-issue lists. */
export default function ServiceProvidersPage() {
  const providers = useThirdPartyCompanies();
  return (
    <DataTable<ThirdPartyCompany>
      ariaLabel="Service providers"
      rows={providers ?? []}
      loading={providers === undefined}
      columns={[
        { field: 'company_name', headerName: 'Service Provider', flex: 1, mobile: true },
        {
          field: 'issues',
          headerName: 'Assigned Issues',
          width: 150,
          type: 'number',
          valueGetter: (_v, row) => row.vegetationIssues.length,
        },
        {
          field: 'actions',
          headerName: 'Actions',
          width: 240,
          sortable: false,
          mobile: true,
          renderCell: ({ row }) => (
            <>
              <Link component={RouterLink} to={`/service-provider-issue-list/${row.id}`} sx={{ mr: 2 }}>
                Issue List
              </Link>
              <Link component={RouterLink} to={`/service-provider-assign-issues/${row.id}`}>
                Assign Issues
              </Link>
            </>
          ),
        },
      ]}
      initialSort={{ field: 'company_name', sort: 'asc' }}
      search={{
        placeholder: 'Search service providers',
        matches: (row, text) => matchesText(row.company_name, text),
      }}
    />
  );
}
