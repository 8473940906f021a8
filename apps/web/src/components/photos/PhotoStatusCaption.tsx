import AutorenewIcon from '@mui/icons-material/Autorenew';
import BlockIcon from '@mui/icons-material/Block';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import LoginIcon from '@mui/icons-material/Login';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { PHOTO_STATUS_TEXT, type PhotoStatus, photoStatusDetail } from './photoStatus';

/** Each status's icon and its colour: the caption's words say the same, so colour is never the only sign. */
const STATUS_ICON: Record<PhotoStatus['state'], { Icon: ComponentType<SvgIconProps>; colour: string }> = {
  uploaded: { Icon: CloudDoneIcon, colour: 'success.main' },
  notStored: { Icon: BrokenImageIcon, colour: 'error.main' },
  refused: { Icon: BlockIcon, colour: 'error.main' },
  sending: { Icon: CloudUploadIcon, colour: 'info.main' },
  login: { Icon: LoginIcon, colour: 'warning.main' },
  offline: { Icon: CloudOffIcon, colour: 'warning.main' },
  retrying: { Icon: AutorenewIcon, colour: 'warning.main' },
  waiting: { Icon: ScheduleIcon, colour: 'text.secondary' },
};

/**
 * A photo's status under its thumbnail: an icon and words, and below them the reason or the next try. Words in
 * the text colours, not the status colour, which on a dialog's lighter paper falls under a readable contrast.
 */
export function PhotoStatusCaption({ status, nowMs }: { status: PhotoStatus; nowMs: number }) {
  const { Icon, colour } = STATUS_ICON[status.state];
  const detail = photoStatusDetail(status, nowMs);
  const problem = status.state === 'refused' || status.state === 'notStored';
  return (
    <Stack spacing={0.25} data-testid="photo-status" data-state={status.state}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Icon fontSize="small" sx={{ color: colour, flexShrink: 0 }} aria-hidden />
        <Typography variant="caption" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {PHOTO_STATUS_TEXT[status.state]}
        </Typography>
      </Stack>
      {detail && (
        <Typography
          variant="caption"
          color={problem ? 'text.primary' : 'text.secondary'}
          sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}
        >
          {detail}
        </Typography>
      )}
    </Stack>
  );
}
