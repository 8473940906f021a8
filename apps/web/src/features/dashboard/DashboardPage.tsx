import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { DASHBOARD_NEW_WEEKS, DASHBOARD_RESOLVED_MONTHS, formatDay, PRIMARY_COLOUR } from '@verge/domain';
import { type DashboardSummary, dashboardSummary } from '@verge/domain/dashboard';
import { format } from 'date-fns';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSelectedAssetId, useSession } from '../../base/session';
import { useMobileLayout } from '../../base/useMobile';
import { useIssues } from '../../core/issues';
import { CHART_HEIGHT, ChartPanel } from './ChartPanel';
import { DOUGHNUT_HEIGHT, Doughnut } from './Doughnut';

interface CountCard {
  title: string;
  value: (s: DashboardSummary) => number;
  /** What the card counts and for which period. */
  caption: (s: DashboardSummary) => string;
  to: string;
}

const CARDS: CountCard[] = [
  {
    title: 'Actions Required',
    value: (s) => s.actionsRequired,
    caption: () => 'Inspection records of any date needing further action',
    to: '/vegetation-issues?actionsRequired=true',
  },
  {
    title: 'High Risk',
    value: (s) => s.highRisk,
    caption: () => 'Inspection records of any date at High Risk',
    to: '/vegetation-issues?risk=10',
  },
  {
    title: 'Open Issues',
    value: (s) => s.open,
    caption: () => 'Issues whose latest inspection, of any date, found a problem',
    to: '/vegetation-issues',
  },
  {
    title: `Resolved (Last ${DASHBOARD_RESOLVED_MONTHS} Months)`,
    value: (s) => s.resolved,
    caption: (s) => `Issues closed by a follow-up since ${formatDay(s.resolvedSince.toISOString())}`,
    to: '/vegetation-issues',
  },
];

/**
 * The landing page (spec 1 "Dashboard"): four count cards, open issues by risk and by type, and new issues
 * per week (hidden on mobile), all read from the local store so it works offline.
 * Each card and chart says what it counts: records (as the linked lists show them) or issues (follow-up
 * chains, each by its latest record), and for which period (spec 1 §9). The spec describes the page for
 * client users; provider users get the same summary of the issues they can see (their local store holds
 * only those), so the counts never include another company's work.
 */
export default function DashboardPage() {
  const assetId = useSelectedAssetId();
  const issues = useIssues(assetId);
  const noAsset = useSession().settings.selectedAssetId === null;
  const mobile = useMobileLayout();
  const summary = useMemo(() => dashboardSummary(issues ?? [], new Date()), [issues]);
  const loading = issues === undefined;

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
            <ChartPanel
              title="Open Issues by Risk Level"
              caption="Issues open now, by the risk found at their latest inspection"
              minHeight={DOUGHNUT_HEIGHT}
            >
              {(width) => (
                <Doughnut
                  width={width}
                  empty="No open issues"
                  slices={summary.byRisk.map((s) => ({
                    id: s.risk,
                    label: s.label,
                    count: s.count,
                    color: s.colour,
                  }))}
                />
              )}
            </ChartPanel>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChartPanel
              title="Open Issues by Type"
              caption="Issues open now, by the type found at their latest inspection"
              minHeight={DOUGHNUT_HEIGHT}
            >
              {(width) => (
                <Doughnut
                  width={width}
                  empty="No open issues"
                  slices={summary.byType.map((s) => ({ id: s.type, label: s.type, count: s.count }))}
                />
              )}
            </ChartPanel>
          </Grid>
          {!mobile && (
            <Grid size={12}>
              <ChartPanel
                title={`New Issues per Week (Last ${DASHBOARD_NEW_WEEKS} Weeks)`}
                caption={`Original records with a problem found, by inspection date, since ${formatDay(summary.newSince.toISOString())}`}
                minHeight={CHART_HEIGHT}
              >
                {(width) => (
                  <BarChart
                    width={width}
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
                )}
              </ChartPanel>
            </Grid>
          )}
        </Grid>
      )}
    </Stack>
  );
}
