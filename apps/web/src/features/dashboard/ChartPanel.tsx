import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export const CHART_HEIGHT = 260;

/** A chart section named by its title; the caption says what the chart counts and for which period. */
export function ChartPanel({
  title,
  caption,
  children,
}: {
  title: string;
  caption: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, height: '100%' }}>
      <Typography id={titleId} variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      {children}
    </Paper>
  );
}

export function NoData({ text }: { text: string }) {
  return (
    <Stack sx={{ height: CHART_HEIGHT, alignItems: 'center', justifyContent: 'center' }}>
      <Typography color="text.secondary">{text}</Typography>
    </Stack>
  );
}
