import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { DASHBOARD_RESOLVED_MONTHS } from '@verge/domain';
import { subMonths } from 'date-fns';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useIssues } from '../../local/queries';

/** Issue counts of the selected asset; the first card and the high-risk card open the filtered list. */
export default function DashboardPage() {
  const navigate = useNavigate();
  const issues = useIssues();
  const cards = useMemo(() => {
    const list = issues ?? [];
    const since = subMonths(new Date(), DASHBOARD_RESOLVED_MONTHS).toISOString();
    return [
      {
        title: 'Actions Required',
        value: list.filter((i) => i.has_issue && i.action_required).length,
        to: '/vegetation-issues?actionsRequired=true',
      },
      {
        title: 'High Risk Issues',
        value: list.filter((i) => i.has_issue && i.risk_score === 10).length,
        to: '/vegetation-issues?risk=10',
      },
      { title: 'Open Issues', value: list.filter((i) => i.has_issue).length, to: '/vegetation-issues' },
      {
        title: 'Resolved (last 3 months)',
        value: list.filter((i) => !i.has_issue && i.inspection_date >= since).length,
        to: '/vegetation-issues',
      },
    ];
  }, [issues]);
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.title} size={{ xs: 6, md: 3 }}>
          <Card variant="outlined">
            <CardActionArea onClick={() => navigate(card.to)}>
              <CardContent>
                <Typography color="text.secondary" variant="body2">
                  {card.title}
                </Typography>
                <Typography variant="h4" component="p" data-testid={`count-${card.title}`}>
                  {issues === undefined ? '–' : card.value}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
