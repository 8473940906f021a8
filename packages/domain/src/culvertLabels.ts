/**
 * Culvert labels: the stable link a label's QR code holds, and where the labels sit on a printed sheet. Pure, so
 * the card, the label PDF, the scanner and the route that opens a link agree on one form of the link.
 */

/** The path of a culvert link; the app opens the culvert's card from it. */
export const CULVERT_LINK_PATH = '/culverts';

export interface CulvertLinkTarget {
  /** The culvert's asset; null in a link that names none (the selected asset is meant). */
  assetId: number | null;
  siteCulvertId: string;
}

/** The in-app path of a culvert link (without the asset when the target names none). */
export function culvertLinkPath(target: CulvertLinkTarget): string {
  const search = new URLSearchParams();
  if (target.assetId !== null) search.set('asset', String(target.assetId));
  search.set('siteCulvertId', target.siteCulvertId);
  return `${CULVERT_LINK_PATH}?${search}`;
}

/** The link to one culvert: its asset and its site id, which crews read off the tag as well. */
export function culvertLink(origin: string, target: { assetId: number; siteCulvertId: string }): string {
  return `${origin}${culvertLinkPath(target)}`;
}

const SITE_ID_MAX = 100;

/** The culvert a link's query names, or null when it names none or names it badly. */
export function culvertLinkTarget(search: URLSearchParams): CulvertLinkTarget | null {
  const siteCulvertId = search.get('siteCulvertId')?.trim() ?? '';
  if (siteCulvertId === '' || siteCulvertId.length > SITE_ID_MAX) return null;
  const asset = search.get('asset');
  if (asset === null) return { assetId: null, siteCulvertId };
  const assetId = Number(asset);
  if (!/^\d+$/.test(asset) || !Number.isSafeInteger(assetId) || assetId <= 0) return null;
  return { assetId, siteCulvertId };
}

/**
 * A scanned code as a culvert link of this app (same origin, the culvert path), else null: a label of another
 * installation, or any other code, is not followed.
 */
export function scannedCulvertLink(text: string, origin: string): CulvertLinkTarget | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname !== CULVERT_LINK_PATH) return null;
  return culvertLinkTarget(url.searchParams);
}

/** A printed label sheet in PDF points (1/72 in): US Letter with ten 4 × 2 in labels (Avery 5163 and its kin). */
export const LABEL_SHEET = {
  width: 612,
  height: 792,
  columns: 2,
  rows: 5,
  labelWidth: 288,
  labelHeight: 144,
  left: 11.25,
  top: 36,
  columnGap: 13.5,
} as const;

export interface LabelBox {
  page: number;
  /** The label's lower left corner, PDF style (y up from the bottom of the page). */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the `index`-th label goes: across, then down, then onto the next sheet. */
export function labelBox(index: number): LabelBox {
  const perPage = LABEL_SHEET.columns * LABEL_SHEET.rows;
  const onPage = index % perPage;
  const column = onPage % LABEL_SHEET.columns;
  const row = Math.floor(onPage / LABEL_SHEET.columns);
  return {
    page: Math.floor(index / perPage),
    x: LABEL_SHEET.left + column * (LABEL_SHEET.labelWidth + LABEL_SHEET.columnGap),
    y: LABEL_SHEET.height - LABEL_SHEET.top - (row + 1) * LABEL_SHEET.labelHeight,
    width: LABEL_SHEET.labelWidth,
    height: LABEL_SHEET.labelHeight,
  };
}

/** The file name of a label sheet. */
export function labelFileName(assetName: string): string {
  const safe = assetName
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `Culvert labels${safe ? ` - ${safe}` : ''}.pdf`;
}

export const CULVERT_LABEL_TEXT = {
  print: 'Print Labels',
  printFailed: 'The labels could not be made.',
  scan: 'Scan',
  scanTitle: 'Scan a culvert label',
  scanHint: 'Point the camera at the QR code on a culvert tag.',
  cameraRefused:
    'The camera could not be opened. Allow the camera for this site, or open the link the tag shows.',
  notACulvertLabel: 'This code is not a culvert label of this app.',
  linkTitle: 'Culvert link',
  copyLink: 'Copy Link',
  linkCopied: 'Link copied',
  copyFailed: 'The link could not be copied; it is shown on the card.',
  badLink: 'This link does not name a culvert.',
  notFound: (siteCulvertId: string) => `Culvert ${siteCulvertId} is not on this asset.`,
  otherAssetOffline: 'This culvert is on another asset. Connect to the internet to switch to it.',
  notYourAsset: 'This culvert is on an asset you do not have.',
} as const;
