import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  HISTORY_TEXT,
  type HistoryEntry,
  historyEntryLines,
  historyEntryTitle,
  historyEntryWhen,
  historyEntryWhere,
} from '@verge/domain';
import { useState } from 'react';
import { type HistoryRecord, useQueuedChangeCount, useRecordHistory } from '../../core/history';

/** Entries shown at first and added by each Show older: a long history stays a short card. */
export const HISTORY_PAGE = 5;

function Entry({ entry, withTarget }: { entry: HistoryEntry; withTarget: boolean }) {
  const where = historyEntryWhere(entry);
  return (
    <Box component="li" sx={{ py: 0.75 }} data-testid="history-entry">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {historyEntryTitle(entry, withTarget)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {historyEntryWhen(entry)}
        {where && ` · ${where}`}
      </Typography>
      {historyEntryLines(entry).map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an entry's lines never change, and two can read alike (two photos added).
        <Typography key={index} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * A record's History section: who changed it, when, from where and what, newest first, from the store (so it
 * reads offline once pulled). `records` lists the records whose entries it merges (a culvert and its inspection).
 * The server writes the history: changes still queued on the device are counted above it, not listed.
 */
export function RecordHistory({ records }: { records: readonly HistoryRecord[] }) {
  const entries = useRecordHistory(records.map((r) => [r.target, r.id] as const));
  const queued = useQueuedChangeCount(records) ?? 0;
  const [shown, setShown] = useState(HISTORY_PAGE);
  const synced = records.some((r) => r.id > 0);
  const withTarget = new Set(records.map((r) => r.target)).size > 1;
  const older = (entries?.length ?? 0) - shown;
  return (
    <Stack component="section" aria-label={HISTORY_TEXT.title} sx={{ pt: 1 }} data-testid="record-history">
      <Divider sx={{ mb: 1 }} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <HistoryIcon fontSize="small" color="action" />
        <Typography variant="subtitle2" component="h3">
          {HISTORY_TEXT.title}
        </Typography>
      </Stack>
      {synced && queued > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ pt: 0.5 }}>
          {HISTORY_TEXT.waiting(queued)}
        </Typography>
      )}
      {entries !== undefined && entries.length === 0 && !(synced && queued > 0) && (
        <Typography variant="body2" color="text.secondary" sx={{ pt: 0.5 }}>
          {synced ? HISTORY_TEXT.empty : HISTORY_TEXT.notSynced}
        </Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries?.slice(0, shown).map((entry) => (
          <Entry key={entry.id} entry={entry} withTarget={withTarget} />
        ))}
      </Box>
      {older > 0 && (
        <Box>
          <Button size="small" onClick={() => setShown((n) => n + HISTORY_PAGE * 2)}>
            {HISTORY_TEXT.showOlder(older)}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
