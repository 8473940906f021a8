import Typography from '@mui/material/Typography';
import type { IssueFormValues } from '@verge/domain';
import type { Dispatch, ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { GpsFields } from '../location/GpsFields';
import { useGpsPath } from '../location/useGpsPath';
import type { IssueFormAction, IssueFormState } from './issueFormState';

/**
 * The form's GPS: the point and path section, and the form's submit, which first asks to stop a path still
 * being tracked (then saves with the path recorded so far).
 */
export function useIssueGps(
  state: IssueFormState,
  dispatch: Dispatch<IssueFormAction>,
  save: (form: IssueFormValues) => Promise<void>,
): { section: ReactNode; dialog: ReactNode; submit: () => void } {
  const { values } = state;
  const gpsPath = useGpsPath(values.gps_track);
  const submit = () => {
    if (gpsPath.state === 'tracking') dispatch({ type: 'open', dialog: { kind: 'pathInProgress' } });
    else void save(values);
  };
  const stopTrackingAndSave = () => {
    const track = gpsPath.stop();
    dispatch({ type: 'stopPath', track });
    void save({ ...values, gps_track: track });
  };
  const section = (
    <>
      <Typography variant="subtitle1">GPS</Typography>
      <GpsFields
        point={values.gps_point}
        track={values.gps_track}
        onChange={({ point, track }) =>
          dispatch({ type: 'edit', patch: { gps_point: point, gps_track: track } })
        }
        gpsPath={gpsPath}
        error={state.gpsError ?? undefined}
      />
    </>
  );
  const dialog = (
    <ConfirmDialog
      open={state.dialog?.kind === 'pathInProgress'}
      title="Path In Progress"
      message="A GPS path is still being tracked. Stop tracking and save the issue with the path recorded so far?"
      confirmLabel="Stop Tracking And Save"
      onConfirm={stopTrackingAndSave}
      onCancel={() => dispatch({ type: 'close' })}
    />
  );
  return { section, dialog, submit };
}
