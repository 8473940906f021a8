import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { type ManagementArea, MESSAGES } from '@verge/domain';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../base/pageTitle';
import { useSession } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { DataTable } from '../../components/table/DataTable';
import { removeAreasFromSubAsset, useSettledSubAsset } from '../../core/subAssets';
import { AreaDetailsDialog } from './AreaDetailsDialog';
import { canManageSubAssets } from './subAssetAccess';

/** /management-areas-list/{id}: the areas of one sub-asset, their details, and removing them from it. */
export default function ManagementAreasListPage() {
  const routeId = Number(useParams().id);
  const session = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const manage = canManageSubAssets(session);
  // A link drawn before the sub-asset's create uploaded names its temporary id, and an upload may land while the
  // page is open: the read follows the id to the server's, and the address is put right.
  const read = useSettledSubAsset(routeId);
  const settled = read?.id;
  useEffect(() => {
    if (settled !== undefined && settled !== routeId)
      navigate(`/management-areas-list/${settled}`, { replace: true });
  }, [settled, routeId, navigate]);
  const subAsset = read?.subAsset;
  const areas = read?.areas;
  const [selection, setSelection] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [details, setDetails] = useState<ManagementArea | null>(null);
  // Rows that left the sub-asset (here or by a sync) are no longer selected.
  const selected = selection.filter((areaId) => areas?.some((a) => a.id === areaId));

  const askRemove = () => {
    if (selected.length === 0) {
      notify(MESSAGES.noSubAssetSelected, 'error');
      return;
    }
    setConfirming(true);
  };
  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await removeAreasFromSubAsset(subAsset?.assetId ?? null, selected);
      notify(MESSAGES.areasRemoved, 'success');
      setSelection([]);
    } catch (error) {
      console.error('Removing management areas failed', error);
      notify(MESSAGES.areaDeleteError, 'error');
    } finally {
      setBusy(false);
    }
  };

  const name = subAsset?.sub_asset_name ?? '';
  usePageTitle(subAsset === null ? 'Sub asset not found' : subAsset ? `${name} Management Areas` : null);
  return (
    <>
      <Link
        component={RouterLink}
        to="/sub-assets"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" />
        Back to Sub Assets
      </Link>
      <DataTable<ManagementArea>
        ariaLabel="Management areas"
        rows={areas ?? []}
        loading={areas === undefined}
        empty={{ text: `No management areas in ${name} yet` }}
        selectable={manage}
        selection={selected}
        onSelectionChange={setSelection}
        height="fit"
        columns={[
          { field: 'name', headerName: 'Management Areas', flex: 1, minWidth: 140, mobile: true },
          {
            field: 'details',
            headerName: 'Details',
            width: 90,
            sortable: false,
            mobile: true,
            renderCell: ({ row }) => (
              <Tooltip title="Details">
                <IconButton aria-label={`Details of ${row.name}`} onClick={() => setDetails(row)}>
                  <InfoIcon />
                </IconButton>
              </Tooltip>
            ),
          },
        ]}
        initialSort={{ field: 'name', sort: 'asc' }}
        toolbar={
          manage && (
            <Button variant="contained" color="error" disabled={busy} onClick={askRemove}>
              Remove Selected
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={confirming}
        title="Remove Management Areas"
        message={
          <DialogContentText>
            Remove {selected.length} management area(s) from {name}? The areas and their issues stay on the
            asset.
          </DialogContentText>
        }
        confirmLabel="Remove"
        destructive
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
      <AreaDetailsDialog area={details} subAssetName={name} onClose={() => setDetails(null)} />
    </>
  );
}
