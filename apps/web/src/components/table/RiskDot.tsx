import Box from '@mui/material/Box';
import { riskColour, riskLabel } from '@verge/domain';

/** The coloured risk dot of issue tables (grey unknown, blue-grey not interactive, green, yellow, orange, red). */
export function RiskDot({
  risk,
  interactive = true,
  size = 14,
}: {
  risk: number | null;
  interactive?: boolean;
  size?: number;
}) {
  const label = interactive ? riskLabel(risk) : 'Not assigned';
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      data-risk={risk ?? 'none'}
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: riskColour(risk, interactive),
        border: '1px solid rgba(255,255,255,0.35)',
        verticalAlign: 'middle',
      }}
    />
  );
}
