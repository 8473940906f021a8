import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

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
