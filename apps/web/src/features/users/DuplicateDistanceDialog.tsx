import { DUPLICATE_DISTANCE_MAX_M, duplicateDistance, FIELD_MESSAGES, MESSAGES } from '@verge/domain';
import { useSession } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import { useOnline } from '../../base/useOnline';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { TextInput } from '../../components/form/FormFields';
import type { FieldErrors } from '../../components/form/formErrors';
import { useFields } from '../../components/form/useFields';
import { setDuplicateDistance } from '../../core/company';

const LABELS = { metres: 'Duplicate Warning Distance (m)' };

function validate({ metres }: { metres: string }): FieldErrors<'metres'> {
  const value = Number(metres);
  if (metres.trim() === '') return { metres: FIELD_MESSAGES.required() };
  if (!Number.isInteger(value)) return { metres: FIELD_MESSAGES.integer() };
  if (value < 0 || value > DUPLICATE_DISTANCE_MAX_M)
    return { metres: FIELD_MESSAGES.between(0, DUPLICATE_DISTANCE_MAX_M) };
  return {};
}

/**
 * A client admin sets how near an open issue of the same type must be for a new issue to be warned about
 * (issue 39), for the whole company; 0 turns the warning off. Online only, as every company setting: offline the
 * dialog says why it cannot save. Mounted when opened, so it starts from the company's current value.
 */
export function DuplicateDistanceDialog({ onClose }: { onClose: () => void }) {
  const notify = useNotify();
  const online = useOnline();
  const company = useSession().company;
  const form = useFields({ metres: String(duplicateDistance(company)) }, LABELS, validate);
  const submit = async () => {
    if (!form.check()) return false;
    try {
      await setDuplicateDistance(Number(form.values.metres));
    } catch (error) {
      console.error('Saving the duplicate warning distance failed', error);
      notify(MESSAGES.retrieveError, 'error');
      return false;
    }
    notify(MESSAGES.duplicateDistanceSaved, 'success');
    return true;
  };
  return (
    <FormDialog
      open
      title="Company Settings"
      submitLabel="Save"
      submitDisabled={!online}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput
        type="number"
        // No min or max: the form's own messages say what is wrong, not the browser's.
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...form.field('metres')}
        helperText={
          online
            ? 'Saving a new issue this near an open issue of the same type asks first. 0 turns the warning off.'
            : MESSAGES.companySettingsNeedConnection
        }
      />
    </FormDialog>
  );
}
