import { useTheme } from '@mui/material/styles';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { PieChart } from '@mui/x-charts/PieChart';
import { CHART_HEIGHT, NoData } from './ChartPanel';

/** A doughnut's height with its legend below (one row of legend at a desktop's width). */
export const DOUGHNUT_HEIGHT = CHART_HEIGHT + 62;

export interface Slice {
  id: string | number;
  label: string;
  count: number;
  color?: string;
}

/** The slices' total in the middle of the doughnut (the pie is centred on the drawing area by default). */
function CentreTotal({ total }: { total: number }) {
  const { left, top, width, height } = useDrawingArea();
  const { palette, typography } = useTheme();
  return (
    <text
      x={left + width / 2}
      y={top + height / 2}
      textAnchor="middle"
      dominantBaseline="central"
      fill={palette.text.primary}
      fontFamily={typography.fontFamily}
      data-testid="doughnut-total"
    >
      <tspan fontSize={28} fontWeight={500}>
        {total}
      </tspan>
    </text>
  );
}

/**
 * A doughnut with its total in the middle and each slice's count in the legend and in the hover tooltip; a note
 * instead when the total is zero.
 */
export function Doughnut({ slices, empty, width }: { slices: Slice[]; empty: string; width: number }) {
  const total = slices.reduce((sum, s) => sum + s.count, 0);
  if (total === 0) return <NoData text={empty} />;
  return (
    <PieChart
      width={width}
      height={CHART_HEIGHT}
      series={[
        {
          innerRadius: '55%',
          paddingAngle: 1,
          cornerRadius: 3,
          // The tooltip shows the count beside the label by itself; the legend needs it in the label.
          data: slices.map(({ id, label, count, color }) => ({
            id,
            value: count,
            color,
            label: (location: 'tooltip' | 'legend' | 'arc') =>
              location === 'legend' ? `${label}: ${count}` : label,
          })),
        },
      ]}
      slotProps={{
        legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
      }}
    >
      <CentreTotal total={total} />
    </PieChart>
  );
}
