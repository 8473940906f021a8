import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ChangeEvent, type ReactNode, useId } from 'react';

export interface PlainTextFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: string;
  endAdornment?: ReactNode;
}

/**
 * An outlined text field as MUI's TextField draws it, without TextField's select mode: that mode brings the
 * menu, popover and modal code along, too much for the login route's budget (DESIGN §9).
 */
export function PlainTextField({ label, helperText, error, ...input }: PlainTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" error={error} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperText ? helperId : undefined} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
