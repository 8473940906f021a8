import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  APP_VERSION,
  type Asset,
  fullName,
  MESSAGES,
  matchesText,
  type User,
  userRoleName,
} from '@verge/domain';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useSession } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import { safePadding } from '../../base/theme';
import { DataTable } from '../../components/table/DataTable';
import { adminLogout, type CompanyDetailsAnswer, companyDetails, listCompanies } from '../../core/admin';
import { decodeToken, setToken } from '../../core/session';
import { setSetting } from '../../core/settings';
import { AssignAssetsDialog, CreateAssetDialog, CreateCompanyDialog, CreateUserDialog } from './AdminDialogs';
import { AdminLogin } from './AdminLogin';
import { AreasDialog } from './AreasDialog';

type CompanyRow = { id: number; company_name: string; company_tag: string; company_type: string };
type Details = CompanyDetailsAnswer;

function CompanyDetails({
  companyId,
  companies,
  version,
  onChanged,
}: {
  companyId: number;
  companies: CompanyRow[];
  version: number;
  onChanged: () => void;
}) {
  const notify = useNotify();
  const [details, setDetails] = useState<Details | null>(null);
  const [assetDialog, setAssetDialog] = useState(false);
  const [areasOf, setAreasOf] = useState<Asset | null>(null);
  const [assignFor, setAssignFor] = useState<User | null>(null);
  const [userDialog, setUserDialog] = useState(false);

  const load = useCallback(async () => {
    try {
      setDetails(await companyDetails(companyId));
    } catch (error) {
      console.error('Loading the company failed', error);
      notify(MESSAGES.retrieveError, 'error');
    }
  }, [companyId, notify]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the parent reports a change (version)
  useEffect(() => {
    void load();
  }, [load, version]);

  if (!details) return null;
  const { company, users, assets } = details;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="company-details">
      <Stack spacing={2}>
        <Box>
          <Typography variant="h6" component="h2">
            {company.company_name}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {company.company_tag} · {company.company_type === 'client' ? 'Client' : 'Third Party'}
          </Typography>
        </Box>
        <SectionHeader title="Assets">
          {company.company_type === 'client' && (
            <Button variant="outlined" onClick={() => setAssetDialog(true)}>
              Create Asset
            </Button>
          )}
        </SectionHeader>
        <DataTable<Asset>
          ariaLabel="Assets"
          height="fit"
          rows={assets}
          empty={{ text: 'No assets in this company yet' }}
          columns={[
            { field: 'asset_name', headerName: 'Asset', flex: 1, mobile: true },
            {
              field: 'areas',
              headerName: 'Management Areas',
              width: 200,
              sortable: false,
              mobile: true,
              renderCell: ({ row }) => (
                <Button size="small" onClick={() => setAreasOf(row)}>
                  Areas
                </Button>
              ),
            },
          ]}
        />
        <SectionHeader title="Users">
          <Button variant="outlined" onClick={() => setUserDialog(true)}>
            Create User
          </Button>
        </SectionHeader>
        <DataTable<User>
          ariaLabel="Users"
          height="fit"
          rows={users}
          empty={{ text: 'No users in this company yet' }}
          columns={[
            { field: 'user_name', headerName: 'Username', flex: 1, mobile: true },
            { field: 'name', headerName: 'Name', flex: 1, valueGetter: (_v, row) => fullName(row) },
            { field: 'role', headerName: 'Role', width: 150, valueGetter: (_v, row) => userRoleName(row) },
            {
              field: 'assets',
              headerName: 'Assets',
              width: 160,
              sortable: false,
              mobile: true,
              renderCell: ({ row }) => (
                <Button size="small" onClick={() => setAssignFor(row)}>
                  Assign Assets ({row.assetIds.length})
                </Button>
              ),
            },
          ]}
        />
      </Stack>
      <CreateAssetDialog
        open={assetDialog}
        companyId={companyId}
        onClose={() => setAssetDialog(false)}
        onDone={() => void load()}
      />
      <CreateUserDialog
        key={`user-${companyId}`}
        open={userDialog}
        companies={companies}
        companyId={companyId}
        onClose={() => setUserDialog(false)}
        onDone={() => {
          void load();
          onChanged();
        }}
      />
      {areasOf && <AreasDialog asset={areasOf} open onClose={() => setAreasOf(null)} />}
      {assignFor && (
        <AssignAssetsDialog
          open
          user={assignFor}
          assets={assets}
          onClose={() => setAssignFor(null)}
          onDone={() => void load()}
        />
      )}
    </Paper>
  );
}

/** Platform-admin screen: login, companies, Create Company, Create User, assets, areas, asset assignment. */
export default function AdminPage() {
  const session = useSession();
  const notify = useNotify();
  const token = session.settings.adminToken;
  const payload = decodeToken(token);
  const loggedIn = !!payload && payload.data.isSuper && payload.exp > Date.now() / 1000;
  const [companies, setCompanies] = useState<CompanyRow[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'company' | 'user' | null>(null);
  const [version, setVersion] = useState(0);

  const load = useCallback(async () => {
    try {
      setCompanies(await listCompanies());
    } catch (error) {
      console.error('Loading companies failed', error);
      notify(MESSAGES.retrieveError, 'error');
    }
  }, [notify]);
  useEffect(() => {
    if (loggedIn) void load();
  }, [loggedIn, load]);

  const logout = async () => {
    try {
      const result = await adminLogout();
      notify(
        result.success ? MESSAGES.adminLogoutSuccess : MESSAGES.adminLogoutFailed,
        result.success ? 'success' : 'error',
      );
    } catch (error) {
      console.error('Admin logout failed', error);
      notify(MESSAGES.adminLogoutError, 'error');
    }
    setToken('admin', null);
    await setSetting('adminToken', null);
  };

  if (!session.ready) return null;
  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: '100dvh',
        ...safePadding(12),
        [theme.breakpoints.up('sm')]: safePadding(24),
      })}
    >
      {!loggedIn ? (
        <AdminLogin />
      ) : (
        <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto' }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 200 }}>
              Platform Admin
            </Typography>
            <Button variant="contained" onClick={() => setDialog('company')}>
              Create Company
            </Button>
            <Button variant="contained" onClick={() => setDialog('user')}>
              Create User
            </Button>
            <Button color="inherit" variant="outlined" onClick={() => void logout()}>
              Admin Logout
            </Button>
          </Stack>
          <DataTable<CompanyRow>
            ariaLabel="Companies"
            height="fit"
            rows={companies}
            empty={{ text: 'No companies yet' }}
            onRowClick={(row) => setSelected(row.id)}
            search={{
              placeholder: 'Search companies',
              matches: (row, text) => matchesText(`${row.company_name} ${row.company_tag}`, text),
            }}
            columns={[
              { field: 'id', headerName: 'Id', width: 80 },
              { field: 'company_name', headerName: 'Company', flex: 1, mobile: true },
              { field: 'company_tag', headerName: 'Tag', width: 140 },
              {
                field: 'company_type',
                headerName: 'Type',
                width: 130,
                mobile: true,
                valueFormatter: (v: string) => (v === 'client' ? 'Client' : 'Third Party'),
              },
            ]}
            initialSort={{ field: 'company_name', sort: 'asc' }}
          />
          {selected !== null && (
            <CompanyDetails
              key={selected}
              companyId={selected}
              companies={companies}
              version={version}
              onChanged={() => setVersion((v) => v + 1)}
            />
          )}
          <Typography variant="caption" color="text.secondary">
            Version {APP_VERSION}
          </Typography>
        </Stack>
      )}
      <CreateCompanyDialog
        open={dialog === 'company'}
        onClose={() => setDialog(null)}
        onDone={() => void load()}
      />
      <CreateUserDialog
        key={`user-${selected ?? 'none'}`}
        open={dialog === 'user'}
        companies={companies}
        companyId={selected}
        onClose={() => setDialog(null)}
        onDone={() => setVersion((v) => v + 1)}
      />
    </Box>
  );
}

/** A section's title with its action on the right (wrapping under it on narrow screens). */
function SectionHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {/* Under the company's name (h2). */}
      <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
