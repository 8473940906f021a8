import TextField from '@mui/material/TextField';

/** A text search (matched ignoring case and whitespace by the domain filters). */
export function TextFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      fullWidth
    />
  );
}
