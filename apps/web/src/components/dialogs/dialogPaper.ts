import { DIALOG_WIDTH } from '@verge/domain';

/**
 * The paper of the small dialogs: at most DIALOG_WIDTH wide, and never wider than the screen less MUI's
 * margins (a plain maxWidth would override MUI's own calc and let a long line push past a phone's edge).
 * Long words (names) break rather than widen it.
 */
export function dialogPaperSx(width: number = DIALOG_WIDTH) {
  return { maxWidth: `min(${width}px, calc(100% - 64px))`, overflowWrap: 'break-word' } as const;
}
