import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FIELD_MESSAGES } from '@verge/domain';
import { type ComponentProps, useState } from 'react';
import { MultiSelectField } from '../form/MultiSelectField';
import { useFormErrors } from '../form/useFormErrors';
import { dialogPaperSx } from './dialogPaper';

type FieldProps = Pick<
  ComponentProps<typeof MultiSelectField>,
  'label' | 'options' | 'helperText' | 'noOptionsText' | 'placeholder' | 'disabled'
>;

/**
 * The dialogs that pick several of a list and submit them (spec 2: 'Select Service Providers', 'Select New
 * Species', adding service providers): one multi-select, Close / Submit. Submit needs at least one choice (the
 * field says so, with `invalidMessage` as the form's message); the dialog closes and forgets the choice after a
 * submit that does not throw. `problem` replaces the field (the options could not be read).
 */
export function MultiSelectDialog({
  open,
  title,
  field,
  problem,
  invalidMessage,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  field: FieldProps;
  problem?: string | null;
  invalidMessage?: string;
  onSubmit: (ids: number[]) => void | Promise<void>;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<number[]>([]);
  const form = useFormErrors({
    labels: { chosen: field.label },
    values: chosen,
    validate: (ids) => ({ chosen: ids.length === 0 ? FIELD_MESSAGES.required() : undefined }),
  });
  const close = () => {
    setChosen([]);
    form.reset();
    onClose();
  };
  const submit = async () => {
    if (!form.check(invalidMessage)) return;
    await onSubmit(chosen);
    close();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth slotProps={{ paper: { sx: dialogPaperSx() } }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {problem ? (
          <Alert severity="error">{problem}</Alert>
        ) : (
          <MultiSelectField {...field} value={chosen} onChange={setChosen} error={form.errors.chosen} />
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close}>
          Close
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit().catch(() => undefined)}
          disabled={field.disabled}
        >
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
