import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useNotify } from '../../base/snackbar';
import { useNow } from '../../base/useNow';
import { useQueueFacts } from '../../base/useQueueFacts';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import type { AnyCommandRow } from '../../core/outbox';
import { dependentsOf, discardCommand, usePendingCommands } from '../../core/outbox';
import { requestSync, retryCommand, useSyncState, waitsFor } from '../../core/sync';
import { DeviceStoragePanel } from './DeviceStoragePanel';
import { ageText, type CommandStatus, commandStatus, describeCommand, statusText } from './describeCommand';
import { usePendingNames } from './usePendingNames';

/** The form that edits what a command changed, when there is one. */
function editPath(command: AnyCommandRow): string | null {
  switch (command.call) {
    case 'issuesUpdate':
      return `/vegetation-issues/edit/${command.input.id}`;
    case 'culvertsUpdate':
      return `/culverts/edit/${command.input.id}`;
    case 'inspectionsUpdate':
      return `/culvert-inspections/edit/${command.input.id}`;
    case 'subAssetsEdit':
      return `/edit-sub-asset/${command.input.id}`;
    default:
      return null;
  }
}

const STATUS_COLOUR: Record<CommandStatus['state'], 'default' | 'info' | 'warning' | 'error'> = {
  sending: 'info',
  waiting: 'default',
  blocked: 'default',
  offline: 'default',
  login: 'warning',
  retrying: 'warning',
  refused: 'error',
};

/**
 * Pending changes: every change saved on this device and not yet on the server, in words, with where it
 * stands (waiting, sending, retrying, refused with the server's reason), its attempts and age. Retry sends
 * a refused change again; Edit opens its form; Discard drops it and what depends on it, after saying what.
 * `?change=<uuid>` (a photo's status links here) scrolls to that change and highlights it.
 */
export default function PendingChangesPage() {
  const commands = usePendingCommands();
  const names = usePendingNames(commands ?? []);
  const sync = useSyncState();
  const notify = useNotify();
  const navigate = useNavigate();
  const now = useNow();
  const facts = useQueueFacts();
  const [discarding, setDiscarding] = useState<AnyCommandRow | null>(null);
  const [search] = useSearchParams();
  const shown = search.get('change');
  // Stable, so the change is scrolled to once when it is drawn, not at every tick of the clock.
  const scrollTo = useCallback((item: HTMLLIElement | null) => item?.scrollIntoView({ block: 'center' }), []);
  const blockerOf = useMemo(() => waitsFor(commands ?? []), [commands]);

  if (!commands || !names) return <Typography color="text.secondary">Loading pending changes</Typography>;
  const wordsFor = (command: AnyCommandRow) => describeCommand(command, names);
  const cascade = discarding ? dependentsOf(discarding.uuid, commands) : [];

  const discard = async () => {
    if (!discarding) return;
    const target = discarding;
    setDiscarding(null);
    try {
      const gone = await discardCommand(target.seq!);
      notify(gone.length === 1 ? 'Change discarded.' : `${gone.length} changes discarded.`, 'success');
    } catch (error) {
      console.error('Discarding a queued change failed', error);
      notify('The change could not be discarded.', 'error');
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          Changes saved on this device that the server does not have yet, oldest first.
        </Typography>
        <Button
          variant="contained"
          disabled={sync.syncing || commands.length === 0}
          onClick={() => void requestSync({ reason: 'button' })}
        >
          Sync Now
        </Button>
      </Stack>
      {sync.needsLogin && (
        <Alert severity="warning">Log in again to send these changes. They are kept on this device.</Alert>
      )}
      {commands.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">Every change on this device is on the server.</Typography>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label="Pending changes">
            {commands.map((command, index) => {
              const status = commandStatus(command, blockerOf, facts, wordsFor);
              const edit = editPath(command);
              const highlighted = command.uuid === shown;
              return (
                <ListItem
                  key={command.seq}
                  ref={highlighted ? scrollTo : undefined}
                  aria-current={highlighted ? 'true' : undefined}
                  divider={index < commands.length - 1}
                  data-testid="pending-change"
                  sx={{
                    display: 'block',
                    py: 1.5,
                    ...(highlighted && {
                      bgcolor: 'action.selected',
                      boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
                    }),
                  }}
                >
                  <Stack spacing={0.75}>
                    <Stack
                      direction="row"
                      spacing={1}
                      useFlexGap
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Typography sx={{ fontWeight: 500, flex: '1 1 200px', overflowWrap: 'anywhere' }}>
                        {wordsFor(command)}
                      </Typography>
                      <Chip
                        size="small"
                        color={STATUS_COLOUR[status.state]}
                        label={status.state === 'refused' ? 'Refused' : statusText(status, now)}
                      />
                    </Stack>
                    {status.state === 'refused' && (
                      <Typography variant="body2" color="error.main" sx={{ overflowWrap: 'anywhere' }}>
                        {statusText(status, now)}
                      </Typography>
                    )}
                    <Typography variant="body2" color="text.secondary">
                      Saved {ageText(command.createdAt, now)}
                      {command.createdAt <= now - 60_000 ? ' ago' : ''} ·{' '}
                      {command.attempts === 1 ? '1 attempt' : `${command.attempts} attempts`}
                      {command.lastError && status.state !== 'refused'
                        ? ` · Last error: ${command.lastError}`
                        : ''}
                    </Typography>
                    <Stack direction="row" spacing={1}>
                      {(status.state === 'refused' || status.state === 'retrying') && (
                        <Button
                          size="small"
                          variant="outlined"
                          onClick={() => void retryCommand(command.seq!)}
                        >
                          Retry
                        </Button>
                      )}
                      {edit && (
                        <Button size="small" variant="outlined" onClick={() => navigate(edit)}>
                          Edit
                        </Button>
                      )}
                      <Button size="small" color="error" onClick={() => setDiscarding(command)}>
                        Discard
                      </Button>
                    </Stack>
                  </Stack>
                </ListItem>
              );
            })}
          </List>
        </Paper>
      )}
      <DeviceStoragePanel />
      <ConfirmDialog
        open={discarding !== null}
        title="Discard change"
        message={
          <Stack spacing={1}>
            <Typography>
              Discard “{discarding ? wordsFor(discarding) : ''}”? It will not reach the server and is removed
              from this device.
            </Typography>
            {cascade.length > 0 && (
              <>
                <Typography>These changes depend on it and are discarded with it:</Typography>
                <ul style={{ margin: 0 }}>
                  {cascade.map((c) => (
                    <li key={c.seq}>{wordsFor(c)}</li>
                  ))}
                </ul>
              </>
            )}
          </Stack>
        }
        confirmLabel={cascade.length > 0 ? `Discard ${cascade.length + 1} Changes` : 'Discard'}
        destructive
        onConfirm={() => void discard()}
        onCancel={() => setDiscarding(null)}
      />
    </Stack>
  );
}
