import { MESSAGES } from '@verge/domain';
import { culvertsToCsv } from '@verge/domain/export/csv';
import { culvertsToKml } from '@verge/domain/export/kml';
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
      subject="culverts"
      count={items.length}
      noun={['culvert', 'culverts']}
      emptyMessage={MESSAGES.noCulvertSelected}
      hint="KML opens in Google Earth and GIS tools, CSV in spreadsheets."
      formats={[
        { kind: 'kml', write: (now) => culvertsToKml(items, now) },
        { kind: 'csv', write: () => culvertsToCsv(items) },
      ]}
      onClose={onClose}
    />
  );
}
