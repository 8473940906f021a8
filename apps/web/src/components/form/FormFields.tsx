import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type Base = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** A text field wired to a string value and an error message. */
export function TextInput({ value, onChange, error, ...rest }: Base) {
  return (
    <TextField
      {...rest}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? rest.helperText}
      fullWidth
    />
  );
}

/** A select of labelled options. */
export function SelectInput({
  options,
  value,
  onChange,
  error,
  ...rest
}: Base & { options: readonly { value: string; label: string }[] }) {
  return (
    <TextField
      {...rest}
      select
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? rest.helperText}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
