const MB = 1_048_576;
const GB = 1_073_741_824;

/** Megabytes to one decimal: '3.4'. */
export const megabytes = (bytes: number): string => (bytes / MB).toFixed(1);

/** A size as a person reads it: '0.4 MB', '12.3 MB', '1.2 GB'. */
export function bytesText(bytes: number): string {
  return bytes >= GB ? `${(bytes / GB).toFixed(1)} GB` : `${megabytes(bytes)} MB`;
}
