import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export interface Option {
  id: number;
  label: string;
  /** Said after the label in the list, e.g. where the option is now. */
  note?: string;
}

/** A searchable list to pick several from, shown as chips; the value is the chosen ids. */
export function MultiSelectField({
  label,
  options,
  value,
  onChange,
  error,
  helperText,
  disabled,
  noOptionsText,
  placeholder,
}: {
  label: string;
  options: readonly Option[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
  noOptionsText?: string;
  /** Shown while nothing is chosen. */
  placeholder?: string;
}) {
  const selected = options.filter((o) => value.includes(o.id));
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={options}
      value={selected}
      disabled={disabled}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, picked) => onChange(picked.map((o) => o.id))}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ flexWrap: 'wrap', columnGap: 1 }}>
          {option.label}
          {option.note && (
            <Typography component="span" variant="caption" color="text.secondary">
              {option.note}
            </Typography>
          )}
        </Box>
      )}
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={selected.length === 0 ? placeholder : undefined}
          slotProps={
            placeholder
              ? { ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }
              : params.slotProps
          }
          error={!!error}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
