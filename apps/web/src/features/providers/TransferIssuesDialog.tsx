import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FIELD_MESSAGES, sortOptions, type ThirdPartyCompany } from '@verge/domain';
import { useState } from 'react';
import { dialogPaperSx } from '../../components/dialogs/dialogPaper';
import { MultiSelectField } from '../../components/form/MultiSelectField';
import { useFormErrors } from '../../components/form/useFormErrors';

/** 'Transfer Issues': 'Select Service Providers' among the other companies, Close / Submit (spec 2 §2). */
export function TransferIssuesDialog({
  open,
  companies,
  onSubmit,
  onClose,
}: {
  open: boolean;
  /** The service providers the issues may go to (the current one left out). */
  companies: readonly ThirdPartyCompany[];
  onSubmit: (companyIds: number[]) => void;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<number[]>([]);
  const form = useFormErrors({
    labels: { companies: 'Service Providers' },
    values: chosen,
    validate: (ids) => ({ companies: ids.length === 0 ? FIELD_MESSAGES.required() : undefined }),
  });
  const close = () => {
    setChosen([]);
    form.reset();
    onClose();
  };
  const submit = () => {
    if (!form.check()) return;
    onSubmit(chosen);
    close();
  };
  return (
    <Dialog open={open} onClose={close} slotProps={{ paper: { sx: dialogPaperSx() } }}>
      <DialogTitle>Select Service Providers</DialogTitle>
      <DialogContent>
        <MultiSelectField
          label="Service Providers"
          options={sortOptions(companies, (c) => c.company_name).map((c) => ({
            id: c.id,
            label: c.company_name,
          }))}
          value={chosen}
          onChange={setChosen}
          error={form.errors.companies}
        />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close}>
          Close
        </Button>
        <Button variant="contained" onClick={submit}>
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
