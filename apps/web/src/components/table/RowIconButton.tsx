import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useState } from 'react';

/**
 * A small icon button of a table row, named by `label` and showing it as a tooltip while the mouse is on it or it
 * has the keyboard's focus. The tooltip is made only then, beside the button: a MUI Tooltip around each button of
 * every row is most of the cost of drawing issue rows, and a list refresh in a first sync draws rows in one task.
 */
export function RowIconButton({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  /** The button's action; the row's own click (selecting or opening it) does not follow. */
  onClick: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hide = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
        // A mouse only: a tap would show the label over what the tap opens (MUI's own tooltip waits for a long press).
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') setAnchor(event.currentTarget);
        }}
        onPointerLeave={hide}
        onFocusVisible={(event) => setAnchor(event.currentTarget as HTMLElement)}
        onBlur={hide}
      >
        {icon}
      </IconButton>
      {anchor && (
        // The tooltip's own child is a placeholder: it is shown at the button (its popper's anchor), so that
        // making it does not make the button again (a focused button would lose its focus).
        <Tooltip open title={label} onClose={hide} slotProps={{ popper: { anchorEl: anchor } }}>
          <span hidden />
        </Tooltip>
      )}
    </>
  );
}
