import { ConfirmDialog } from './ConfirmDialog';

export interface ExitConfirmDialogProps {
  open: boolean;
  onExit: () => void;
  onCancel: () => void;
  title?: string;
  message?: string;
}

/** Leaving a form with unsaved changes: Cancel stays, Exit leaves. */
export function ExitConfirmDialog({
  open,
  onExit,
  onCancel,
  title = 'Exit',
  message = 'Are you sure you want to exit? Changes that have not been saved will be lost.',
}: ExitConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={message}
      confirmLabel="Exit"
      onConfirm={onExit}
      onCancel={onCancel}
    />
  );
}
