import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { RISK_LEVELS, type RiskLevel, riskFromSlider, riskLabel, sliderFromRisk } from '@verge/domain';
import { useId } from 'react';

/** A Yes / No question as two radio buttons; null until answered. */
export function YesNoField({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <FormControl error={!!error} disabled={disabled}>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        value={value === null ? '' : value ? 'yes' : 'no'}
        onChange={(e) => onChange(e.target.value === 'yes')}
      >
        <FormControlLabel value="yes" control={<Radio />} label="Yes" />
        <FormControlLabel value="no" control={<Radio />} label="No" />
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** The risk slider: positions 0-3 for No, Low, Medium and High Risk. */
export function RiskSlider({
  value,
  onChange,
  disabled,
}: {
  value: RiskLevel;
  onChange: (risk: RiskLevel) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Box sx={{ px: { xs: 2, sm: 1 } }}>
      <Typography id={id} gutterBottom color={disabled ? 'text.disabled' : 'text.secondary'}>
        Risk Level: {riskLabel(value)}
      </Typography>
      <Slider
        aria-labelledby={id}
        min={0}
        max={RISK_LEVELS.length - 1}
        step={1}
        marks={RISK_LEVELS.map((risk, position) => ({
          value: position,
          label: riskLabel(risk).replace(' Risk', ''),
        }))}
        value={sliderFromRisk(value)}
        getAriaValueText={(position) => riskLabel(riskFromSlider(position))}
        onChange={(_e, position) => onChange(riskFromSlider(position as number))}
        disabled={disabled}
        sx={{ maxWidth: 420, mx: 1 }}
      />
    </Box>
  );
}
