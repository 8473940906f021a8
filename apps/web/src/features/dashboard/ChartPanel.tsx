import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, startTransition, useEffect, useId, useState } from 'react';

export const CHART_HEIGHT = 260;

/**
 * The element's content width, told by a ResizeObserver after each layout; null until then. MUI X charts not
 * given a width measure their container with getComputedStyle as they mount, which forced the browser to
 * style the whole new page twice in the dashboard's first render (a 100 ms task on the page's thread); an
 * observer reads the width the browser has already laid out, and the charts mount in a task of their own.
 * The width comes in a transition: React renders the charts (three at once on the dashboard, tens of milliseconds
 * on a phone) in slices that let the page answer input between them, instead of in one long task.
 */
function useContentWidth(element: HTMLElement | null): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) startTransition(() => setWidth(Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * A chart section named by its title; the caption says what the chart counts and for which period. The chart
 * is drawn at the section's width, once that is known (the space is held meanwhile, so nothing below moves).
 */
export function ChartPanel({
  title,
  caption,
  minHeight,
  children,
}: {
  title: string;
  caption: string;
  /** The drawn chart's height (legend included), held until it is drawn. */
  minHeight: number;
  children: (width: number) => ReactNode;
}) {
  const titleId = useId();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const width = useContentWidth(box);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, height: '100%' }}>
      <Typography id={titleId} variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      <Box ref={setBox} sx={{ minHeight, display: 'flex', flexDirection: 'column' }}>
        {width !== null && children(width)}
      </Box>
    </Paper>
  );
}

export function NoData({ text }: { text: string }) {
  return (
    <Stack sx={{ flex: 1, minHeight: CHART_HEIGHT, alignItems: 'center', justifyContent: 'center' }}>
      <Typography color="text.secondary">{text}</Typography>
    </Stack>
  );
}
