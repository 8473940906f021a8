import type { Alert } from '@verge/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from '../../base/snackbar';
import { listAlerts } from '../../core/alerts';
import { loadErrorMessage } from '../../core/errors';

/**
 * A user's alerts, read from the server (they are not kept offline); undefined until the first answer.
 * `reload` reads them again; an answer overtaken by a later request, or arriving after unmount, is dropped.
 */
export function useAlerts(userId: number | null): { alerts: Alert[] | undefined; reload: () => void } {
  const notify = useNotify();
  const [alerts, setAlerts] = useState<Alert[] | undefined>(undefined);
  const latest = useRef(0);
  const reload = useCallback(async () => {
    if (!userId) return;
    const request = ++latest.current;
    try {
      const list = await listAlerts(userId);
      if (request === latest.current) setAlerts(list);
    } catch (error) {
      if (request !== latest.current) return;
      setAlerts((current) => current ?? []);
      notify(loadErrorMessage(error), 'warning');
    }
  }, [userId, notify]);
  useEffect(() => {
    void reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);
  return { alerts, reload: () => void reload() };
}
