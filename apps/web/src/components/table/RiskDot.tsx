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
  // Plain inline styles: a table draws a dot in every row it shows, again on every stored sync page, and a
  // styled box per dot was a good part of drawing a row.
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-risk={risk ?? 'none'}
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        backgroundColor: riskColour(risk, interactive),
        border: '1px solid rgba(255,255,255,0.35)',
        verticalAlign: 'middle',
        boxSizing: 'border-box',
      }}
    />
  );
}
