import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type IssueRuleLookups, type ManagementArea, MESSAGES, type PrefillMode } from '@verge/domain';
import type { Dispatch } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import type { LocalIssue } from '../../../core/issues';
import { AreasMapDialog } from '../location/AreasMapDialog';
import { IssuePickDialog } from '../location/IssuePickDialog';
import type { IssueFormAction, IssueFormState } from './issueFormState';

const PICK_TITLES: Record<PrefillMode, string> = {
  followUp: 'Pick An Issue To Follow Up',
  copy: 'Pick An Issue To Copy',
};

/**
 * The dialogs the form's buttons and answers open: the risk-level reminder, picking an issue to follow up or
 * copy, which area a copy goes in, and the map of the areas (picking one there selects it unless the area is locked).
 */
export function IssueFormDialogs({
  state,
  dispatch,
  areas,
  issues,
  areaLocked,
  lookups,
}: {
  state: IssueFormState;
  dispatch: Dispatch<IssueFormAction>;
  areas: readonly ManagementArea[];
  issues: readonly LocalIssue[];
  areaLocked: boolean;
  lookups: IssueRuleLookups;
}) {
  const { dialog, values } = state;
  const close = () => dispatch({ type: 'close' });
  const areaName = (id: number | null) => areas.find((a) => a.id === id)?.name ?? '';
  const picking = dialog?.kind === 'pick' ? dialog.mode : null;
  const copyArea = dialog?.kind === 'copyArea' ? dialog : null;
  return (
    <>
      <Dialog open={dialog?.kind === 'riskReminder'} onClose={close}>
        <DialogTitle>Risk Level</DialogTitle>
        <DialogContent>
          <DialogContentText>{MESSAGES.riskNoFurtherAction}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={close}>
            OK
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={copyArea !== null}
        title="Copy Into Which Area?"
        message={
          copyArea
            ? `The issue you are copying is in ${areaName(copyArea.chosen.issue.areaId)}, but ${areaName(values.areaId)} is selected. Which management area should the copy go in?`
            : ''
        }
        confirmLabel={`Use ${areaName(copyArea?.chosen.issue.areaId ?? null)}`}
        cancelLabel={`Keep ${areaName(values.areaId)}`}
        onConfirm={() => dispatch({ type: 'answerCopyArea', useChosenArea: true })}
        onCancel={() => dispatch({ type: 'answerCopyArea', useChosenArea: false })}
      />
      <IssuePickDialog
        open={picking !== null}
        title={picking ? PICK_TITLES[picking] : ''}
        issues={picking === 'copy' ? issues : issues.filter((i) => i.isInteractive)}
        onPick={(issue) => dispatch({ type: 'pickIssue', issue, lookups, now: new Date() })}
        onClose={close}
      />
      <AreasMapDialog
        open={dialog?.kind === 'areas'}
        areas={areas}
        onPick={areaLocked ? undefined : (areaId) => dispatch({ type: 'edit', patch: { areaId } })}
        onClose={close}
      />
    </>
  );
}
