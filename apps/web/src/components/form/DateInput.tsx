import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { format, isSameDay, isValid, parse } from 'date-fns';
import { useState } from 'react';
import type { FieldProps } from './useFormErrors';

/** How a date field holds its value: the form's 'yyyy-MM-dd' text; typed and shown the same way. */
const DAY_FORMAT = 'yyyy-MM-dd';

const toDate = (text: string): Date | null => (text === '' ? null : parse(text, DAY_FORMAT, new Date()));
/** A date that is not (yet) a whole valid day reads as no date, which the form's rules report as required. */
const toText = (date: Date | null): string => (date && isValid(date) ? format(date, DAY_FORMAT) : '');

/**
 * A date field with a calendar picker (MUI X DatePicker), wired to a 'yyyy-MM-dd' value and the form's error
 * message and focus handle. `highlight` rings one day in the calendar and names it (e.g. 'One year from today').
 */
export function DateInput({
  label,
  name,
  value,
  onChange,
  error,
  inputRef,
  helperText,
  highlight,
}: FieldProps & {
  label: string;
  /** The hidden input's name (what tests and autofill find). */
  name: string;
  value: string;
  onChange: (value: string) => void;
  helperText?: string;
  highlight?: { date: string; label: string };
}) {
  // The picker reports every keystroke; a half-typed date is kept here so its sections stay as typed while
  // the form holds ''. A value set from outside (a reset, a default) replaces it.
  const [draft, setDraft] = useState<Date | null>(() => toDate(value));
  const shown = toText(draft) === value ? draft : toDate(value);
  const marked = highlight && toDate(highlight.date);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <DatePicker
        label={label}
        format={DAY_FORMAT}
        value={shown}
        onChange={(date) => {
          setDraft(date);
          onChange(toText(date));
        }}
        slotProps={{
          textField: { name, error: !!error, helperText: error ?? helperText, inputRef, fullWidth: true },
          day: (day) =>
            marked && highlight && isSameDay(day.day, marked)
              ? {
                  title: highlight.label,
                  'aria-description': highlight.label,
                  sx: { outline: (theme) => `2px solid ${theme.palette.info.main}`, outlineOffset: 1 },
                }
              : {},
        }}
      />
    </LocalizationProvider>
  );
}
