import { MAP, RISK_COLOURS, riskColourName } from '@verge/domain';

/** The seven marker images of the map component. */
export const MARKER_KINDS = ['high', 'medium', 'low', 'none', 'default', 'disabled', 'click'] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];

const MARKER_COLOURS: Record<MarkerKind, string> = {
  high: RISK_COLOURS.high,
  medium: RISK_COLOURS.medium,
  low: RISK_COLOURS.low,
  none: RISK_COLOURS.none,
  default: RISK_COLOURS.unknown,
  disabled: RISK_COLOURS.nonInteractive,
  click: '#BBBF1D',
};

export const markerImageId = (kind: MarkerKind): string => `marker-${kind}`;

/** Which marker a risk score gets; not interactive → disabled; no score → default. */
export function markerKindFor(risk: number | null | undefined, interactive = true): MarkerKind {
  switch (riskColourName(risk, interactive)) {
    case 'high':
      return 'high';
    case 'medium':
      return 'medium';
    case 'low':
      return 'low';
    case 'none':
      return 'none';
    case 'nonInteractive':
      return 'disabled';
    default:
      return 'default';
  }
}

function canvas(width: number, height: number): CanvasRenderingContext2D {
  const element = document.createElement('canvas');
  element.width = width;
  element.height = height;
  const context = element.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  return context;
}

/** A map pin 25×40 (drawn at the device pixel ratio). */
export function drawMarker(kind: MarkerKind, pixelRatio: number): ImageData {
  const w = MAP.markerWidth * pixelRatio;
  const h = MAP.markerHeight * pixelRatio;
  const ctx = canvas(w, h);
  ctx.scale(pixelRatio, pixelRatio);
  const r = MAP.markerWidth / 2 - 1.5;
  const cx = MAP.markerWidth / 2;
  const cy = r + 1.5;
  ctx.beginPath();
  ctx.moveTo(cx, MAP.markerHeight - 1);
  ctx.bezierCurveTo(cx - 3, MAP.markerHeight - 12, cx - r, cy + r * 0.9, cx - r, cy);
  ctx.arc(cx, cy, r, Math.PI, 0);
  ctx.bezierCurveTo(cx + r, cy + r * 0.9, cx + 3, MAP.markerHeight - 12, cx, MAP.markerHeight - 1);
  ctx.closePath();
  ctx.fillStyle = MARKER_COLOURS[kind];
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = kind === 'click' ? '#1a1a1a' : '#ffffff';
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.38, 0, Math.PI * 2);
  ctx.fillStyle = kind === 'click' ? '#1a1a1a' : 'rgba(255,255,255,0.9)';
  ctx.fill();
  return ctx.getImageData(0, 0, w, h);
}

/** A cluster bubble with its count (no glyph server needed, so it works offline). */
export function drawCluster(label: string, pixelRatio: number): ImageData {
  const size = (label.length > 3 ? 46 : 38) * pixelRatio;
  const ctx = canvas(size, size);
  const c = size / 2;
  ctx.beginPath();
  ctx.arc(c, c, c - 1, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(187,191,29,0.35)';
  ctx.fill();
  ctx.beginPath();
  ctx.arc(c, c, c * 0.72, 0, Math.PI * 2);
  ctx.fillStyle = '#BBBF1D';
  ctx.fill();
  ctx.fillStyle = '#1a1a1a';
  ctx.font = `700 ${12 * pixelRatio}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, c, c + pixelRatio * 0.5);
  return ctx.getImageData(0, 0, size, size);
}

/** A text label with a dark halo box (area names, marker labels). */
export function drawLabel(text: string, pixelRatio: number): ImageData {
  const font = `600 ${12 * pixelRatio}px system-ui, sans-serif`;
  const measure = canvas(1, 1);
  measure.font = font;
  const width = Math.ceil(measure.measureText(text).width) + 12 * pixelRatio;
  const height = 20 * pixelRatio;
  const ctx = canvas(width, height);
  ctx.fillStyle = 'rgba(18,18,18,0.72)';
  ctx.beginPath();
  ctx.roundRect(0, 0, width, height, 4 * pixelRatio);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = font;
  ctx.textBaseline = 'middle';
  ctx.fillText(text, 6 * pixelRatio, height / 2 + pixelRatio * 0.5);
  return ctx.getImageData(0, 0, width, height);
}
