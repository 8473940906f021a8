import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Autocomplete, { autocompleteClasses } from '@mui/material/Autocomplete';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { chipText, countActiveGroups, FILTER_CHIPS_SHOWN, formatDay, sortOptions } from '@verge/domain';
import { type ReactNode, useEffect, useState } from 'react';
import type { FilterValues } from '../../core/filterSets';

export interface FilterOption {
  value: string | number;
  label: string;
}

export interface FilterGroup<V extends FilterValues> {
  id: string;
  label: string;
  /** The value fields of this group; the group counts as active when any holds a choice. */
  fields: (keyof V & string)[];
  /** The group's inputs, editing the draft values. */
  render: (draft: V, set: (changes: Partial<V>) => void) => ReactNode;
  /** The labels of the group's current choice, for its chip (two shown, then '(+N others)'). */
  chipValues?: (values: V) => string[];
}

export interface FilterPanelProps<V extends FilterValues> {
  groups: FilterGroup<V>[];
  /** The applied values (from useSavedFilters); null while loading. */
  applied: V | null;
  onApply: (values: V) => void;
  onClear: () => void;
  title?: string;
}

/** A chip of long names (areas, species) takes more lines on a phone rather than run off the screen. */
const wrappingChipSx = {
  height: 'auto',
  minHeight: 24,
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 },
} as const;

/**
 * The filter panel every list uses: a collapsible panel with a badge counting active groups, chips of the
 * applied choices, Apply (filters and saves the set) and 'Clear All Filters' (resets and applies).
 */
export function FilterPanel<V extends FilterValues>({
  groups,
  applied,
  onApply,
  onClear,
  title = 'Filters',
}: FilterPanelProps<V>) {
  const [draft, setDraft] = useState<V | null>(applied);
  const [expanded, setExpanded] = useState(false);
  // The saved set is read back live: reset the draft only when the applied values really change, so a choice
  // made while an unchanged set is re-read (e.g. right after Clear All Filters) is kept.
  const appliedText = applied ? JSON.stringify(applied) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the values' text, not the object
  useEffect(() => setDraft(applied), [appliedText]);
  if (!applied || !draft) return null;
  const active = countActiveGroups(
    applied,
    groups.map((g) => g.fields),
  );
  const chips = groups.flatMap((group) => {
    const values = group.chipValues?.(applied) ?? [];
    return values.length > 0 ? [{ id: group.id, label: `${group.label}: ${chipText(values)}` }] : [];
  });
  const set = (changes: Partial<V>) => setDraft((d) => (d ? { ...d, ...changes } : d));
  return (
    <Accordion
      expanded={expanded}
      onChange={(_e, open) => setExpanded(open)}
      variant="outlined"
      sx={{ mb: 2 }}
      disableGutters
      // The groups are drawn only while the panel is open: a list page re-renders on every write to its rows
      // (each stored sync page of a large asset), and twenty closed lists of options were most of that work.
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}
        >
          <Badge badgeContent={active} color="primary" data-testid="filter-badge">
            <FilterListIcon />
          </Badge>
          <Typography>{title}</Typography>
          {chips.map((chip) => (
            <Chip key={chip.id} size="small" label={chip.label} sx={wrappingChipSx} />
          ))}
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Grid container spacing={2}>
          {groups.map((group) => (
            <Grid key={group.id} size={{ xs: 12, sm: 6, md: 4 }}>
              {group.render(draft, set)}
            </Grid>
          ))}
        </Grid>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
          <Button color="inherit" onClick={onClear}>
            Clear All Filters
          </Button>
          <Button variant="contained" onClick={() => onApply(draft)}>
            Apply
          </Button>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
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

/**
 * A date field at least as wide as its whole date (or the browser's 'mm/dd/yyyy' while empty) and its picker
 * button, in whatever format the browser's locale gives it; it grows to share the row, and a cell too narrow for
 * two puts the second under the first instead of cutting both off.
 */
const dateFieldSx = {
  flex: '1 1 auto',
  '& input': { fieldSizing: 'content', width: 'auto', flexGrow: 1 },
} as const;

/** A date range: one date means on or after, two mean between (either order). */
export function DateRangeFilter({
  label,
  from,
  to,
  onChange,
}: {
  label: string;
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        size="small"
        type="date"
        label={`${label} from`}
        value={from ?? ''}
        onChange={(e) => onChange(e.target.value || null, to)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={dateFieldSx}
      />
      <TextField
        size="small"
        type="date"
        label="to"
        value={to ?? ''}
        onChange={(e) => onChange(from, e.target.value || null)}
        // Two ranges may share a panel: the second field is named after its range too.
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${label} to` } }}
        sx={dateFieldSx}
      />
    </Stack>
  );
}

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

/** A range slider between min and max inclusive, with a tooltip explaining its values. */
export function RangeSliderFilter({
  label,
  tooltip,
  min,
  max,
  value,
  onChange,
}: {
  label: string;
  tooltip: string;
  min: number;
  max: number;
  value: readonly [number, number];
  onChange: (low: number, high: number) => void;
}) {
  return (
    <Box sx={{ px: 1 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {label}: {value[0]} to {value[1]}
        </Typography>
        <Tooltip title={tooltip} enterTouchDelay={0}>
          <InfoOutlinedIcon fontSize="small" color="action" aria-label={tooltip} tabIndex={0} />
        </Tooltip>
      </Stack>
      <Slider
        size="small"
        min={min}
        max={max}
        value={[value[0], value[1]]}
        onChange={(_e, next) => {
          if (Array.isArray(next)) onChange(next[0], next[1]);
        }}
        valueLabelDisplay="auto"
        getAriaLabel={(index) => `${label} ${index === 0 ? 'minimum' : 'maximum'}`}
        disableSwap
      />
    </Box>
  );
}

/** The fields of a filter set that hold a list of option values. */
type ListField<V extends FilterValues> = {
  [K in keyof V]: V[K] extends (string | number)[] ? K : never;
}[keyof V] &
  string;

/** The fields of a filter set that hold a search text. */
type SearchField<V extends FilterValues> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] &
  string;

/** A multi-select group over one list field, storing the options' values; its chip names the chosen options. */
export function listGroup<V extends FilterValues>(
  id: string,
  label: string,
  field: ListField<V>,
  options: readonly FilterOption[],
): FilterGroup<V> {
  const chosen = (values: V) => values[field] as (string | number)[];
  return {
    id,
    label,
    fields: [field],
    render: (draft, set) => (
      <MultiSelectFilter
        label={label}
        options={options}
        value={chosen(draft)}
        onChange={(value) => set({ [field]: value } as Partial<V>)}
      />
    ),
    chipValues: (values) => options.filter((o) => chosen(values).includes(o.value)).map((o) => o.label),
  };
}

/** A text search group; its chip shows the trimmed text. */
export function textGroup<V extends FilterValues>(
  id: string,
  label: string,
  field: SearchField<V>,
  inputLabel: string,
): FilterGroup<V> {
  const text = (values: V) => values[field] as string;
  return {
    id,
    label,
    fields: [field],
    render: (draft, set) => (
      <TextFilter
        label={inputLabel}
        value={text(draft)}
        onChange={(value) => set({ [field]: value } as Partial<V>)}
      />
    ),
    chipValues: (values) => (text(values).trim() ? [text(values).trim()] : []),
  };
}

/** The names of V's fields holding a date (yyyy-MM-dd) or null. */
type DateField<V extends FilterValues> = { [K in keyof V]: V[K] extends string | null ? K : never }[keyof V] &
  string;

/** A date range group over two date fields (one date: on or after; two: between, either order). */
export function dateRangeGroup<V extends FilterValues>(
  id: string,
  label: string,
  fields: [from: DateField<V>, to: DateField<V>],
  inputLabel: string,
): FilterGroup<V> {
  const [fromField, toField] = fields;
  const day = (values: V, field: DateField<V>) => values[field] as string | null;
  return {
    id,
    label,
    fields: [fromField, toField],
    render: (draft, set) => (
      <DateRangeFilter
        label={inputLabel}
        from={day(draft, fromField)}
        to={day(draft, toField)}
        onChange={(from, to) => set({ [fromField]: from, [toField]: to } as Partial<V>)}
      />
    ),
    chipValues: (values) =>
      [day(values, fromField), day(values, toField)].flatMap((value) => (value ? [formatDay(value)] : [])),
  };
}

/** Options of a reference list, sorted the spec's way ('other', 'unknown', 'no action' last). */
export function referenceOptions<T extends { id: number }>(
  items: readonly T[] | undefined,
  label: (item: T) => string,
): FilterOption[] {
  return sortOptions(items ?? [], label).map((item) => ({ value: item.id, label: label(item) }));
}
