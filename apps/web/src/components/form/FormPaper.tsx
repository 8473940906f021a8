import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';

export interface FormPaperProps {
  onSubmit: (event: FormEvent) => void;
  /** The submit button's text. */
  submitLabel?: string;
  /** While saving, or while the form may not be saved yet. */
  submitDisabled?: boolean;
  /** The button beside the submit button: Cancel, or Clear Edits. */
  secondary: { label: string; onClick: () => void };
  maxWidth?: number;
  /** The fields, then any dialogs of the form. */
  children: ReactNode;
}

/** A page's form: an outlined paper holding the fields, with the submit button and one other below them. */
export function FormPaper({
  onSubmit,
  submitLabel = 'Save',
  submitDisabled = false,
  secondary,
  maxWidth = 960,
  children,
}: FormPaperProps) {
  return (
    <Paper
      component="form"
      noValidate
      onSubmit={onSubmit}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth }}
    >
      {children}
      <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" disabled={submitDisabled}>
          {submitLabel}
        </Button>
        <Button color="inherit" onClick={secondary.onClick}>
          {secondary.label}
        </Button>
      </Stack>
    </Paper>
  );
}
