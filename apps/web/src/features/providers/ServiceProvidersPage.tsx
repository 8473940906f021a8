import AddIcon from '@mui/icons-material/Add';
import AddTaskIcon from '@mui/icons-material/AddTask';
import ListAltIcon from '@mui/icons-material/ListAlt';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ThirdPartyCompany } from '@verge/domain';
import { MESSAGES, matchesText } from '@verge/domain';
import { useState } from 'react';
import { useSession } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import { useOnline } from '../../base/useOnline';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { DataTable, type TableSelection } from '../../components/table/DataTable';
import { addProviders, removeProviders, useThirdPartyCompanies } from '../../core/providers';
import { RowLinks, rowLinksWidth, useSmallTable } from '../assignment';
import { AddProvidersDialog } from './AddProvidersDialog';

/**
 * /service-providers: the company's service providers with search, 'Add Service Providers' (needs a connection
 * to list the candidates), Remove on the ticked rows, and per row its assigned-issue list and assign page.
 * Both changes are queued commands, shown at once.
 */
export default function ServiceProvidersPage() {
  const providers = useThirdPartyCompanies();
  const assetId = useSession().settings.selectedAssetId;
  const notify = useNotify();
  const online = useOnline();
  const small = useSmallTable();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TableSelection<ThirdPartyCompany> | null>(null);

  const run = async (change: () => Promise<void>) => {
    try {
      await change();
    } catch (error) {
      console.error('Changing the service providers failed', error);
      notify(MESSAGES.saveError, 'error');
    }
  };
  const askRemove = (selection: TableSelection<ThirdPartyCompany>) => {
    if (selection.rows.length === 0) notify(MESSAGES.noProvidersSelected, 'warning');
    else setRemoving(selection);
  };
  const remove = () => {
    if (!removing) return;
    const { ids, clear } = removing;
    setRemoving(null);
    void run(async () => {
      await removeProviders(assetId, ids);
      clear();
    });
  };

  return (
    <>
      <DataTable<ThirdPartyCompany>
        ariaLabel="Service providers"
        rows={providers ?? []}
        loading={providers === undefined}
        empty={{ text: 'No service providers on this asset yet' }}
        selectable
        columns={[
          { field: 'company_name', headerName: 'Service Provider', flex: 1, minWidth: 140, mobile: true },
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
            width: rowLinksWidth(2, small),
            sortable: false,
            mobile: true,
            renderCell: ({ row }) => (
              <RowLinks
                links={[
                  {
                    to: `/service-provider-issue-list/${row.id}`,
                    label: 'Issue List',
                    icon: <ListAltIcon />,
                  },
                  {
                    to: `/service-provider-assign-issues/${row.id}`,
                    label: 'Assign Issues',
                    icon: <AddTaskIcon />,
                  },
                ]}
              />
            ),
          },
        ]}
        initialSort={{ field: 'company_name', sort: 'asc' }}
        search={{
          placeholder: 'Search service providers',
          matches: (row, text) => matchesText(row.company_name, text),
        }}
        toolbar={(selection) => (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {!online && (
              <Typography variant="body2" color="text.secondary">
                {MESSAGES.providersNeedConnection}
              </Typography>
            )}
            <Button color="error" variant="outlined" onClick={() => askRemove(selection)}>
              Remove
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={!online}
              onClick={() => setAdding(true)}
            >
              Add Service Providers
            </Button>
          </Stack>
        )}
      />
      <AddProvidersDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSubmit={(companies) => void run(() => addProviders(assetId, companies))}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove Service Providers"
        message={MESSAGES.removeProvidersQuestion}
        confirmLabel="Remove"
        destructive
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
