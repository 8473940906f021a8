import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type EditNotice, editedMeanwhileBy } from '@verge/domain';
import { useNotify } from '../../base/snackbar';
import { dismissEditNotice, type NoticedRecord } from '../../core/notices';

/** 'speciesIds' → 'Species', 'veg_height' → 'Veg height': a field name as words. */
export function fieldWords(field: string): string {
  const words = field
    .replace(/Ids?$/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as the notice shows it. */
export function valueWords(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.join(', ');
  return JSON.stringify(value);
}

/**
 * 'Edited meanwhile by {name}' for each field of this record that two people changed at once, with the value
 * that was overwritten, until someone dismisses it.
 */
export function EditNotices({
  notices,
  record,
}: {
  notices: EditNotice[] | undefined;
  record: NoticedRecord;
}) {
  const notify = useNotify();
  if (!notices || notices.length === 0) return null;
  const dismiss = (id: number) =>
    dismissEditNotice(record, id).catch((error: unknown) => {
      console.error('Dismissing the notice failed', error);
      notify('The notice could not be dismissed.', 'error');
    });
  return (
    <Stack spacing={1} sx={{ mb: 1.5 }}>
      {notices.map((notice) => (
        <Alert
          key={notice.id}
          severity="warning"
          data-testid="edit-notice"
          action={
            <Button
              color="inherit"
              size="small"
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              onClick={() => void dismiss(notice.id)}
            >
              Dismiss
            </Button>
          }
          sx={{ overflowWrap: 'anywhere' }}
        >
          {editedMeanwhileBy(notice.byName ?? 'another user')}. {fieldWords(notice.field)} was overwritten; it
          held: {valueWords(notice.overwrittenValue)}
        </Alert>
      ))}
    </Stack>
  );
}
