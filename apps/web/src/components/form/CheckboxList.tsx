import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import type { Option } from './MultiSelectField';

/** A checkbox per option; the value is the checked ids. */
export function CheckboxList({
  options,
  value,
  onChange,
}: {
  options: readonly Option[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  return (
    <FormGroup>
      {options.map((option) => (
        <FormControlLabel
          key={option.id}
          label={option.label}
          control={
            <Checkbox
              checked={value.includes(option.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, option.id] : value.filter((id) => id !== option.id))
              }
            />
          }
        />
      ))}
    </FormGroup>
  );
}
