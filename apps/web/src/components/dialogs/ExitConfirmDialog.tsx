import { ConfirmDialog } from './ConfirmDialog';

export interface ExitConfirmDialogProps {
  open: boolean;
  onExit: () => void;
  onCancel: () => void;
  title: string;
  message: string;
}

/** Leaving a form: Cancel stays, Exit leaves; the question names what is left (spec 2: 'Exit Adding Culvert'). */
export function ExitConfirmDialog({ open, onExit, onCancel, title, message }: ExitConfirmDialogProps) {
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
