import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ManagementArea, MESSAGES, type SubAsset, validateAreaAssignment } from '@verge/domain';
import { useState } from 'react';
import { useNotify } from '../../base/snackbar';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useFormErrors } from '../../components/form/useFormErrors';
import { assignAreasToSubAsset } from '../../core/subAssets';
import { AreaPicker } from './AreaPicker';

export interface AddAreaDialogProps {
  /** The sub-asset to add areas to; the dialog is closed when null. */
  subAsset: SubAsset | null;
  /** The selected asset's areas and sub-assets. */
  areas: readonly ManagementArea[];
  subAssets: readonly SubAsset[];
  onClose: () => void;
}

/** 'Add Management Area' from a sub-asset's row: the asset's areas not yet on it (queued, offline too). */
export function AddAreaDialog({ subAsset, areas, subAssets, onClose }: AddAreaDialogProps) {
  const notify = useNotify();
  const [chosen, setChosen] = useState<number[]>([]);
  const form = useFormErrors({
    labels: { areas: 'Management Areas' },
    values: chosen,
    validate: (ids) => ({ areas: validateAreaAssignment(ids) }),
  });
  const close = () => {
    setChosen([]);
    form.reset();
    onClose();
  };
  const submit = async (): Promise<boolean> => {
    if (!subAsset || !form.check()) return false;
    try {
      await assignAreasToSubAsset(subAsset, chosen);
    } catch (failure) {
      console.error('Assigning management areas failed', failure);
      notify(MESSAGES.areaAssignFailed, 'error');
      return false;
    }
    notify(MESSAGES.areaAssigned, 'success');
    setChosen([]);
    form.reset();
    return true;
  };
  return (
    <FormDialog
      open={subAsset !== null}
      title="Add Management Area"
      submitLabel="Assign"
      onSubmit={submit}
      onClose={close}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Management areas to put on {subAsset?.sub_asset_name}.
        </Typography>
        <AreaPicker
          areas={areas.filter((a) => a.subAssetId !== subAsset?.id)}
          subAssets={subAssets}
          value={chosen}
          onChange={setChosen}
          error={form.errors.areas}
        />
      </Stack>
    </FormDialog>
  );
}
