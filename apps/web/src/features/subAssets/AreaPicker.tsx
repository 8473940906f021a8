import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ManagementArea, type SubAsset, sortOptions } from '@verge/domain';
import { useMemo } from 'react';

export interface AreaPickerProps {
  /** The areas that may be chosen. */
  areas: readonly ManagementArea[];
  /** Sub-assets by id, to say which one an offered area is on now. */
  subAssets: readonly SubAsset[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  label?: string;
  error?: string;
  helperText?: string;
}

/** A searchable multi-select of management areas, sorted by name, saying which sub-asset holds each now. */
export function AreaPicker({
  areas,
  subAssets,
  value,
  onChange,
  label = 'Management Areas',
  error,
  helperText,
}: AreaPickerProps) {
  const options = useMemo(() => sortOptions(areas, (a) => a.name), [areas]);
  const holder = useMemo(() => new Map(subAssets.map((s) => [s.id, s.sub_asset_name])), [subAssets]);
  const selected = useMemo(() => options.filter((a) => value.includes(a.id)), [options, value]);
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={options}
      value={selected}
      onChange={(_, chosen) => onChange(chosen.map((a) => a.id))}
      getOptionLabel={(area) => area.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={({ key, ...props }, area) => {
        const current = area.subAssetId === null ? undefined : holder.get(area.subAssetId);
        return (
          <Box component="li" key={key} {...props} sx={{ flexWrap: 'wrap', columnGap: 1 }}>
            {area.name}
            {current && (
              <Typography component="span" variant="caption" color="text.secondary">
                on {current}
              </Typography>
            )}
          </Box>
        );
      }}
      noOptionsText="No management areas to add"
      renderInput={(params) => (
        <TextField {...params} label={label} error={!!error} helperText={error ?? helperText} />
      )}
    />
  );
}
