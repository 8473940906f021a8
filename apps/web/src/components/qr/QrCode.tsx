import { useMemo } from 'react';
import { qrMatrix, qrPath } from './qrMatrix';

/** Modules of white around the code, as the QR standard asks, so a scanner finds its edges on any background. */
const QUIET_ZONE = 4;

/** A QR code of `text` as crisp SVG, black on white in either theme (scanners need the contrast). */
export function QrCode({ text, size, label }: { text: string; size: number; label: string }) {
  const matrix = useMemo(() => qrMatrix(text), [text]);
  const side = matrix.size + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
      // Its size is what a scanner needs: never squeezed by text beside it.
      style={{ flexShrink: 0 }}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={qrPath(matrix)} fill="#000" />
    </svg>
  );
}
