import type { EditNotice } from '@verge/domain';
import type { UndoTable } from '../store/commandRow';
import { enqueue } from './enqueue';

/** A record that can carry 'Edited meanwhile' notices. */
export interface NoticedRecord {
  table: Extract<UndoTable, 'issues' | 'culverts' | 'inspections' | 'subAssets'>;
  id: number;
  assetId: number | null;
}

/** Dismiss an 'Edited meanwhile' notice: gone from the record at once, for everyone once sent. */
export async function dismissEditNotice(record: NoticedRecord, noticeId: number): Promise<void> {
  await enqueue('editNoticesDismiss', { id: noticeId }, { assetId: record.assetId }, async (local) => {
    const row = await local.get<{ editNotices?: EditNotice[] }>(record.table, record.id);
    if (!row?.editNotices) return;
    await local.update<{ editNotices?: EditNotice[] }>(record.table, record.id, {
      editNotices: row.editNotices.filter((notice) => notice.id !== noticeId),
    });
  });
}
