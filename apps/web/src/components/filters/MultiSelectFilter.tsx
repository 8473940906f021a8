import Autocomplete, { autocompleteClasses } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { FILTER_CHIPS_SHOWN } from '@verge/domain';

/** An option of a multi-select filter: the value a filter set stores, and the label shown. */
export interface FilterOption {
  value: string | number;
  label: string;
}

/** A multi-select of options; the value is the list of chosen option values. */
export function MultiSelectFilter({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly FilterOption[];
  value: readonly (string | number)[];
  onChange: (value: (string | number)[]) => void;
}) {
  const selected = options.filter((o) => value.includes(o.value));
  return (
    <Autocomplete
      multiple
      size="small"
      options={options as FilterOption[]}
      value={selected}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      onChange={(_e, chosen) => onChange(chosen.map((o) => o.value))}
      renderInput={(params) => <TextField {...params} label={label} />}
      // The first chips then '+N', focused or not: MUI's limitTags shows every chip while the field has focus
      // and folds them when it loses it, which moved Apply from under a pointer on its way to click it.
      renderValue={(chosen, itemProps) => [
        ...chosen.slice(0, FILTER_CHIPS_SHOWN).map((option, index) => {
          const { key, ...props } = itemProps({ index });
          return <Chip key={key} size="small" label={option.label} {...props} />;
        }),
        chosen.length > FILTER_CHIPS_SHOWN && (
          <span key="more" className={autocompleteClasses.tag}>
            +{chosen.length - FILTER_CHIPS_SHOWN}
          </span>
        ),
      ]}
    />
  );
}
