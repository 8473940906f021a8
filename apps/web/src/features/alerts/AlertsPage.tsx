import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { type Alert, MESSAGES, offerableAlertTypes } from '@verge/domain';
import { useState } from 'react';
import { useSession } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { DataTable } from '../../components/table/DataTable';
import { removeAlert } from '../../core/alerts';
import { CreateAlertDialog } from './CreateAlertDialog';
import { removeAlerts } from './removeAlerts';
import { useAlerts } from './useAlerts';

/**
 * /alerts: the user's alerts, read from the server (they are not kept offline). Selected alerts are deleted
 * one call each; 'Create New Alert' offers the types the company type allows that the user does not hold.
 */
export default function AlertsPage() {
  const session = useSession();
  const notify = useNotify();
  const userId = session.userId;
  const { alerts, reload } = useAlerts(userId);
  const [selection, setSelection] = useState<number[]>([]);
  const [dialog, setDialog] = useState<'create' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);

  // Alerts that are gone (removed here or elsewhere) are no longer selected.
  const selected = selection.filter((id) => alerts?.some((a) => a.id === id));
  const offered = offerableAlertTypes(
    session.company?.company_type,
    (alerts ?? []).map((a) => a.alert_type),
  );

  const askDelete = () => {
    if (selected.length === 0) {
      notify(MESSAGES.noAlertsSelected, 'error');
      return;
    }
    setDialog('delete');
  };
  const remove = async () => {
    setDialog(null);
    setBusy(true);
    const outcome = await removeAlerts(selected, removeAlert);
    notify(outcome.message, outcome.severity);
    setSelection(outcome.failed);
    setBusy(false);
    reload();
  };

  return (
    <>
      <DataTable<Alert>
        ariaLabel="Alerts"
        rows={alerts ?? []}
        loading={alerts === undefined}
        height="fit"
        selectable
        selection={selected}
        onSelectionChange={setSelection}
        columns={[{ field: 'alert_type', headerName: 'Alert Type', flex: 1, mobile: true }]}
        initialSort={{ field: 'alert_type', sort: 'asc' }}
        empty={{
          text: 'No alerts yet',
          action: { label: 'Add Alert', onClick: () => setDialog('create') },
        }}
        toolbar={
          <>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={alerts === undefined}
              onClick={() => setDialog('create')}
            >
              Create New Alert
            </Button>
            <Button variant="outlined" color="error" disabled={busy} onClick={askDelete}>
              Delete
            </Button>
          </>
        }
      />
      {userId && (
        <CreateAlertDialog
          open={dialog === 'create'}
          userId={userId}
          offered={offered}
          onClose={() => setDialog(null)}
          onCreated={reload}
        />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete Alerts"
        message={`Delete ${selected.length} selected alert(s)? You will no longer receive them by mail.`}
        confirmLabel="Delete"
        destructive
        onConfirm={() => void remove()}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
