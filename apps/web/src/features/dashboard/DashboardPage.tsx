import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { DASHBOARD_NEW_WEEKS, DASHBOARD_RESOLVED_MONTHS, formatDay, PRIMARY_COLOUR } from '@verge/domain';
import { type DashboardSummary, dashboardSummary } from '@verge/domain/dashboard';
import { format } from 'date-fns';
import { type ReactNode, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session';
import { useMobileLayout } from '../../app/useMobile';
import { useIssues } from '../../local/queries';

const CHART_HEIGHT = 260;

interface CountCard {
  title: string;
  value: (s: DashboardSummary) => number;
  caption: (s: DashboardSummary) => string;
  to: string;
}

const CARDS: CountCard[] = [
  {
    title: 'Actions Required',
    value: (s) => s.actionsRequired,
    caption: () => 'Inspection records needing further action',
    to: '/vegetation-issues?actionsRequired=true',
  },
  {
    title: 'High Risk',
    value: (s) => s.highRisk,
    caption: () => 'Inspection records at High Risk',
    to: '/vegetation-issues?risk=10',
  },
  {
    title: 'Open Issues',
    value: (s) => s.open,
    caption: () => 'Issues whose latest inspection found a problem',
    to: '/vegetation-issues',
  },
  {
    title: `Resolved (Last ${DASHBOARD_RESOLVED_MONTHS} Months)`,
    value: (s) => s.resolved,
    caption: (s) => `Closed by a follow-up since ${formatDay(s.resolvedSince.toISOString())}`,
    to: '/vegetation-issues',
  },
];

function ChartPanel({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2, height: '100%' }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function NoData({ text }: { text: string }) {
  return (
    <Stack sx={{ height: CHART_HEIGHT, alignItems: 'center', justifyContent: 'center' }}>
      <Typography color="text.secondary">{text}</Typography>
    </Stack>
  );
}

interface Slice {
  id: string | number;
  value: number;
  label: string;
  color?: string;
}

/** A doughnut of the open issues, its legend below; a note instead when there are none. */
function Doughnut({ slices }: { slices: Slice[] }) {
  if (slices.length === 0) return <NoData text="No open issues" />;
  return (
    <PieChart
      height={CHART_HEIGHT}
      series={[{ innerRadius: '55%', paddingAngle: 1, cornerRadius: 3, data: slices }]}
      slotProps={{
        legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
      }}
    />
  );
}

/**
 * The landing page (spec 1 "Dashboard"): four count cards, open issues by risk and by type, and new issues
 * per week (hidden on mobile), all read from the local store so it works offline.
 * Each issue is counted once, by the latest record of its follow-up chain. The spec describes the page for
 * client users; provider users get the same summary of the issues they can see (their local store holds
 * only those), so the counts never include another company's work.
 */
export default function DashboardPage() {
  const issues = useIssues();
  const noAsset = useSession().settings.selectedAssetId === null;
  const mobile = useMobileLayout();
  const summary = useMemo(() => dashboardSummary(issues ?? [], new Date()), [issues]);
  const loading = issues === undefined;
  const riskSlices = summary.byRisk.filter((s) => s.count > 0);

  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        {CARDS.map((card) => (
          <Grid key={card.title} size={{ xs: 6, md: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={card.to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography color="text.secondary" variant="body2" component="h2">
                    {card.title}
                  </Typography>
                  <Typography variant="h3" component="p" data-testid={`count-${card.title}`}>
                    {loading ? '–' : card.value(summary)}
                  </Typography>
                  <Typography color="text.secondary" variant="caption" component="p">
                    {card.caption(summary)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography variant="caption" color="text.secondary">
        Each issue is counted once, by its most recent inspection.
      </Typography>
      {!loading && summary.chains === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            {noAsset ? 'No asset selected' : 'No issues recorded for this asset yet'}
          </Typography>
          <Typography color="text.secondary">
            {noAsset
              ? 'Choose an asset at the top to see its summary.'
              : 'Charts appear here once issues are entered for the selected asset.'}
          </Typography>
        </Paper>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChartPanel title="Open Issues by Risk Level" label="Open issues by risk level">
              <Doughnut
                slices={riskSlices.map((s) => ({
                  id: s.risk,
                  value: s.count,
                  label: s.label,
                  color: s.colour,
                }))}
              />
            </ChartPanel>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChartPanel title="Open Issues by Type" label="Open issues by type">
              <Doughnut slices={summary.byType.map((s) => ({ id: s.type, value: s.count, label: s.type }))} />
            </ChartPanel>
          </Grid>
          {!mobile && (
            <Grid size={12}>
              <ChartPanel
                title={`New Issues per Week (Last ${DASHBOARD_NEW_WEEKS} Weeks)`}
                label="New issues per week"
              >
                <BarChart
                  height={CHART_HEIGHT}
                  hideLegend
                  xAxis={[
                    {
                      scaleType: 'band',
                      data: summary.newPerWeek.map((w) => format(w.weekStart, 'MMM d')),
                      label: 'Week starting Monday',
                    },
                  ]}
                  yAxis={[{ tickMinStep: 1 }]}
                  series={[
                    {
                      data: summary.newPerWeek.map((w) => w.count),
                      label: 'New issues',
                      color: PRIMARY_COLOUR,
                    },
                  ]}
                />
              </ChartPanel>
            </Grid>
          )}
        </Grid>
      )}
    </Stack>
  );
}
