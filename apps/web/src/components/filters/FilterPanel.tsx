import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { chipText, countActiveGroups } from '@verge/domain';
import { type ReactNode, useEffect, useState } from 'react';
import type { FilterValues } from '../../core/filterSets';

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
  /** The applied values (from useSavedFilters); null while loading, when the panel shows closed and empty. */
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
  // Until the effect above has run for a newly read set, the set itself is the draft.
  const values = draft ?? applied;
  const active = applied
    ? countActiveGroups(
        applied,
        groups.map((g) => g.fields),
      )
    : 0;
  const chips = groups.flatMap((group) => {
    const labels = applied ? (group.chipValues?.(applied) ?? []) : [];
    return labels.length > 0 ? [{ id: group.id, label: `${group.label}: ${chipText(labels)}` }] : [];
  });
  const set = (changes: Partial<V>) =>
    setDraft((d) => {
      const base = d ?? applied;
      return base ? { ...base, ...changes } : base;
    });
  return (
    // Drawn, closed, while the set is still being read: the list below stays where it is when the set arrives
    // (a tap aimed at its toolbar would otherwise land on the panel as it appears).
    <Accordion
      expanded={expanded && values !== null}
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
      {values && (
        <AccordionDetails>
          <Grid container spacing={2}>
            {groups.map((group) => (
              <Grid key={group.id} size={{ xs: 12, sm: 6, md: 4 }}>
                {group.render(values, set)}
              </Grid>
            ))}
          </Grid>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
            <Button color="inherit" onClick={onClear}>
              Clear All Filters
            </Button>
            <Button variant="contained" onClick={() => onApply(values)}>
              Apply
            </Button>
          </Box>
        </AccordionDetails>
      )}
    </Accordion>
  );
}
