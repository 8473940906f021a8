import MyLocationIcon from '@mui/icons-material/MyLocation';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SubAsset } from '@verge/domain';
import { useState } from 'react';
import type { MapMarkerItem } from './mapTypes';
import { YearDialog } from './YearDialog';

export interface MapControlsProps {
  /** Offer 'Filter by year' over these markers' years. */
  yearFilter: boolean;
  markers: readonly MapMarkerItem[] | undefined;
  year: number | null;
  onYearChange: (year: number | null) => void;
  /** 'Center': the device's position. */
  onCenter: () => void;
  hideMarkers: boolean;
  onHideMarkersChange: (hide: boolean) => void;
  /** Offered in the Sub Assets selector when there are any. */
  subAssets: readonly SubAsset[] | undefined;
  onSubAsset: (subAsset: SubAsset) => void;
  onDefaultView: () => void;
}

/** The row of controls above the map: year filter, Center, Hide Markers, Sub Assets and Default View. */
export function MapControls(props: MapControlsProps) {
  const [yearDialog, setYearDialog] = useState(false);
  const [subAssetId, setSubAssetId] = useState<number | ''>('');
  const chooseYear = (value: number | null) => {
    props.onYearChange(value);
    setYearDialog(false);
  };

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        {props.yearFilter && (
          <Button variant="outlined" size="small" onClick={() => setYearDialog(true)}>
            {props.year === null ? 'Filter by year' : `Year: ${props.year}`}
          </Button>
        )}
        <Button variant="outlined" size="small" startIcon={<MyLocationIcon />} onClick={props.onCenter}>
          Center
        </Button>
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={props.hideMarkers}
              onChange={(e) => props.onHideMarkersChange(e.target.checked)}
            />
          }
          label="Hide Markers"
        />
        {props.subAssets && props.subAssets.length > 0 && (
          <TextField
            select
            size="small"
            label="Sub Assets"
            value={subAssetId}
            onChange={(e) => {
              const id = Number(e.target.value);
              setSubAssetId(id);
              const sub = props.subAssets?.find((s) => s.id === id);
              if (sub) props.onSubAsset(sub);
            }}
            sx={{ minWidth: 160 }}
          >
            {props.subAssets.map((sub) => (
              <MenuItem key={sub.id} value={sub.id}>
                {sub.sub_asset_name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button variant="outlined" size="small" onClick={props.onDefaultView}>
          Default View
        </Button>
      </Stack>
      {props.yearFilter && (
        <YearDialog
          open={yearDialog}
          onClose={() => setYearDialog(false)}
          markers={props.markers}
          year={props.year}
          onChoose={chooseYear}
        />
      )}
    </>
  );
}
