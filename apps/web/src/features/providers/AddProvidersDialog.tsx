import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FIELD_MESSAGES, MESSAGES, sortOptions, type ThirdPartyCompany } from '@verge/domain';
import { useEffect, useState } from 'react';
import { callApi } from '../../api/client';
import { dialogPaperSx } from '../../components/dialogs/dialogPaper';
import { MultiSelectField } from '../../components/form/MultiSelectField';
import { useFormErrors } from '../../components/form/useFormErrors';

/**
 * 'Add Service Providers': a multi-select of the third-party companies the company has not taken on yet,
 * read from the server when the dialog opens (the device does not hold them), Close / Submit.
 */
export function AddProvidersDialog({
  open,
  onSubmit,
  onClose,
}: {
  open: boolean;
  onSubmit: (companies: ThirdPartyCompany[]) => void;
  onClose: () => void;
}) {
  const [candidates, setCandidates] = useState<ThirdPartyCompany[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const form = useFormErrors({
    labels: { companies: 'Service Providers' },
    values: chosen,
    validate: (ids) => ({ companies: ids.length === 0 ? FIELD_MESSAGES.required() : undefined }),
  });

  useEffect(() => {
    if (!open) return;
    let live = true;
    setCandidates(null);
    setFailed(false);
    callApi('providersAll').then(
      (companies) => live && setCandidates(companies),
      (error: unknown) => {
        console.error('Reading the third-party companies failed', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [open]);

  const close = () => {
    setChosen([]);
    form.reset();
    onClose();
  };
  const submit = () => {
    if (!form.check()) return;
    onSubmit((candidates ?? []).filter((c) => chosen.includes(c.id)));
    close();
  };
  return (
    <Dialog open={open} onClose={close} slotProps={{ paper: { sx: dialogPaperSx() } }}>
      <DialogTitle>Add Service Providers</DialogTitle>
      <DialogContent>
        {failed ? (
          <Alert severity="error">{MESSAGES.providersLoadFailed}</Alert>
        ) : (
          <MultiSelectField
            label="Service Providers"
            options={sortOptions(candidates ?? [], (c) => c.company_name).map((c) => ({
              id: c.id,
              label: c.company_name,
            }))}
            value={chosen}
            onChange={setChosen}
            error={form.errors.companies}
            disabled={candidates === null}
            placeholder={candidates === null ? 'Loading…' : undefined}
            noOptionsText="Every third-party company is already one of your service providers"
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close}>
          Close
        </Button>
        <Button variant="contained" onClick={submit} disabled={candidates === null}>
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
