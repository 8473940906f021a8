import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import { found } from '../../errors';
import { dismissNotice, findVisibleNotice } from './editNotices.queries';

/**
 * Dismiss a notice of a record the viewer may see (on an asset they may open; 404 otherwise). Dismissing
 * it again is harmless. Its record is marked changed (a trigger), so every device drops the notice.
 */
export async function dismissEditNotice(app: AppContext, viewer: Viewer, id: number): Promise<void> {
  const notice = found(await findVisibleNotice(app.db, viewer, id), 'Notice');
  if (!notice.dismissed) await dismissNotice(app.db, notice.id);
}
