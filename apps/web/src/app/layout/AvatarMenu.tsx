import CheckIcon from '@mui/icons-material/Check';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { fullName } from '@verge/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOME, toolSwitchTarget } from '../../base/paths';
import { chooseTool, type Tool, useSession } from '../../base/session';
import { AVATAR_COLOURS } from '../../base/theme';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { hasUnsynced, readUnsyncedCount, type UnsyncedCount } from '../../core/outbox';
import { logout } from '../../core/session';
import { requestSync } from '../../core/sync';

function initials(first: string | undefined, last: string | undefined): string {
  return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase() || 'V';
}

/** The warning before a logout would delete unsynced data; a count that could not be read warns too. */
function unsyncedWarning(count: UnsyncedCount): string {
  const pending =
    count === 'unknown'
      ? 'Records saved on this device may not have been uploaded yet: their number could not be read.'
      : `${count} record(s) saved on this device have not been uploaded yet.`;
  return `${pending} Logging out deletes them from this device. Sync them first?`;
}

/**
 * Avatar menu: Update Data, Save Unsynced Data (only with unsynced data), Send Feedback, the two tools and
 * Log Out. The avatar is orange while unsynced data exists (or cannot be counted), olive otherwise.
 */
export function AvatarMenu({ unsynced }: { unsynced: UnsyncedCount }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [logoutWarning, setLogoutWarning] = useState<UnsyncedCount | null>(null);
  const close = () => setAnchor(null);

  const switchTool = async (tool: Tool) => {
    close();
    // Move first: the settings write may wait behind a sync run's transaction, and the user should not.
    const target = toolSwitchTarget(location.pathname, tool);
    if (target) navigate(target);
    await chooseTool(tool);
  };

  const doLogout = async () => {
    setLogoutWarning(null);
    await logout();
    navigate(HOME, { replace: true });
  };

  const askLogout = async () => {
    close();
    // Read afresh: the live count may lag, and an unreadable count must never let the wipe go silently.
    const pending = await readUnsyncedCount();
    if (hasUnsynced(pending)) setLogoutWarning(pending);
    else await doLogout();
  };

  const user = session.user;
  const shown = initials(user?.first_name, user?.last_name);
  return (
    <>
      {/* The name holds the initials the button shows, so a voice user can say what they see. */}
      <Tooltip title={user ? fullName(user) : 'Account'}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={`Account menu ${shown}`}
          sx={{ p: 0.5 }}
        >
          <Avatar
            data-testid="avatar"
            data-unsynced={hasUnsynced(unsynced) ? 'true' : 'false'}
            sx={{
              width: 36,
              height: 36,
              fontSize: 15,
              ...AVATAR_COLOURS[hasUnsynced(unsynced) ? 'unsynced' : 'synced'],
            }}
          >
            {shown}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          onClick={() => {
            close();
            void requestSync({ reason: 'update', pull: 'full' });
          }}
        >
          Update Data
        </MenuItem>
        {hasUnsynced(unsynced) && (
          <MenuItem
            onClick={() => {
              close();
              void requestSync({ reason: 'button' });
            }}
          >
            Save Unsynced Data
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            navigate('/pending-changes');
          }}
        >
          <ListItemText>Pending changes</ListItemText>
          {hasUnsynced(unsynced) && (
            <Typography variant="body2" color="warning.main" sx={{ ml: 2 }}>
              {unsynced}
            </Typography>
          )}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            navigate('/offline-maps');
          }}
        >
          Offline maps
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            navigate('/feedback');
          }}
        >
          Send Feedback
        </MenuItem>
        <Divider />
        {(['vegetation', 'culvert'] as const).map((tool) => (
          <MenuItem key={tool} selected={session.tool === tool} onClick={() => void switchTool(tool)}>
            <ListItemIcon>{session.tool === tool ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{tool === 'vegetation' ? 'Vegetation' : 'Culverts'}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => void askLogout()}>Log Out</MenuItem>
      </Menu>
      <ConfirmDialog
        open={logoutWarning !== null}
        title="Unsynced Data"
        message={logoutWarning === null ? '' : unsyncedWarning(logoutWarning)}
        confirmLabel="Log Out Anyway"
        destructive
        onConfirm={() => void doLogout()}
        onCancel={() => setLogoutWarning(null)}
        extraActions={
          <Button
            variant="outlined"
            onClick={() => {
              setLogoutWarning(null);
              void requestSync({ reason: 'button' });
            }}
          >
            Sync Unsynced Data
          </Button>
        }
      />
    </>
  );
}
