import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { useExitArmed } from '../../components/dialogs/exitGuard';
import { EXIT_REQUESTED } from '../../components/dialogs/useExitConfirmation';

/** The top bar's Exit of an add or edit page: asks the page's own question, so it waits for the page's form. */
export function ExitButton({ to }: { to: string }) {
  const navigate = useNavigate();
  const armed = useExitArmed();
  return (
    <Button
      color="inherit"
      startIcon={<ExitToAppIcon />}
      disabled={!armed}
      onClick={() => navigate(to, { state: EXIT_REQUESTED })}
    >
      Exit
    </Button>
  );
}
