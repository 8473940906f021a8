import type { Alert } from '@verge/domain';
import { useEffect, useState } from 'react';
import { callApi } from '../../api/client';
import { loadErrorMessage } from '../../api/errors';
import { useSession } from '../../app/session';
import { useNotify } from '../../app/snackbar';
import { DataTable } from '../../components/table/DataTable';

/** The user's alerts, read from the server. */
export default function AlertsPage() {
  const session = useSession();
  const notify = useNotify();
  const [alerts, setAlerts] = useState<Alert[] | undefined>(undefined);
  useEffect(() => {
    if (!session.userId) return;
    let cancelled = false;
    callApi('alertsGet', { userId: session.userId })
      .then((list) => !cancelled && setAlerts(list))
      .catch((error: unknown) => {
        if (cancelled) return;
        setAlerts([]);
        notify(loadErrorMessage(error), 'warning');
      });
    return () => {
      cancelled = true;
    };
  }, [session.userId, notify]);
  return (
    <DataTable<Alert>
      ariaLabel="Alerts"
      rows={alerts ?? []}
      loading={alerts === undefined}
      selectable
      columns={[{ field: 'alert_type', headerName: 'Alert Type', flex: 1, mobile: true }]}
      initialSort={{ field: 'alert_type', sort: 'asc' }}
    />
  );
}
