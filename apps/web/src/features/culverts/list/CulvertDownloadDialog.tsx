import { MESSAGES } from '@verge/domain';
import { DownloadDialog } from '../../../components/files/DownloadDialog';
import type { CulvertRow } from './culvertRows';

/** Downloads culverts with their latest inspections as KML ('culvert.kml') or CSV ('Culvert Export.csv'). */
export function CulvertDownloadDialog({
  rows,
  onClose,
}: {
  /** The culverts to download (the selected rows, else all filtered ones); null while closed. */
  rows: readonly CulvertRow[] | null;
  onClose: () => void;
}) {
  const items = (rows ?? []).map((row) => ({ culvert: row, inspection: row.latest }));
  return (
    <DownloadDialog
      open={rows !== null}
      title="Download Culverts"
      job={{ subject: 'culverts', rows: items }}
      noun={['culvert', 'culverts']}
      emptyMessage={MESSAGES.noCulvertSelected}
      hint="KML opens in Google Earth and GIS tools, CSV in spreadsheets."
      onClose={onClose}
    />
  );
}
