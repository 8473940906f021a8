import { SNACKBAR_MS } from '@verge/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../base/snackbar';
import { saveFailureReason } from '../../core/saving';

/** What a failed save logs (for us) and shows (the spec's message, for the user, followed by why nothing was kept). */
export interface SaveFailure {
  log: string;
  message: string;
}

/**
 * A form page's save: the form is busy while `run` works (its Save button disabled); when `run` resolves true the
 * page leaves for `to` without the exit question (false: it stays, having said why); when `run` throws, the
 * error is logged, `failure.message` shown with what went wrong on the device (each save is one transaction, so a
 * failed one kept nothing), longer than other messages, and the form kept as typed.
 */
export function useSaveThenLeave(
  exit: { allowLeave: () => void },
  to: string,
): { saving: boolean; save: (run: () => Promise<boolean>, failure: SaveFailure) => Promise<void> } {
  const navigate = useNavigate();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const save = async (run: () => Promise<boolean>, failure: SaveFailure) => {
    setSaving(true);
    try {
      if (!(await run())) return;
      exit.allowLeave();
      navigate(to);
    } catch (error) {
      console.error(failure.log, error);
      notify(`${failure.message} ${saveFailureReason(error)}`, 'error', SNACKBAR_MS * 3);
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
