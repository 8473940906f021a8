import type { ExportFormat } from '@verge/domain/export/fileName';
import type { ExportRequest, ExportResponse } from './exportProtocol';
import type { ExportJob } from './exportWriters';

/** Rows posted per message: copying one chunk for the worker stays a short task on the page's thread. */
export const EXPORT_CHUNK_ROWS = 1000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The job's file in the format, written by a module worker so that 100,000 rows never block the page: the rows
 * go over in chunks, one task each (`onProgress` gets the share sent, 0 to 1), then the worker writes the file.
 */
export async function exportInWorker(
  job: ExportJob,
  format: ExportFormat,
  now: Date,
  onProgress: (sent: number) => void = () => {},
): Promise<Blob> {
  const worker = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module' });
  try {
    const answer = new Promise<ExportResponse>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<ExportResponse>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message || 'The export worker failed'));
    });
    answer.catch(() => {}); // a failure while rows are still being sent is read below
    const post = (message: ExportRequest) => worker.postMessage(message);
    for (let start = 0; start < job.rows.length; start += EXPORT_CHUNK_ROWS) {
      post({ type: 'rows', rows: job.rows.slice(start, start + EXPORT_CHUNK_ROWS) });
      onProgress(Math.min(1, (start + EXPORT_CHUNK_ROWS) / job.rows.length));
      await nextTask();
    }
    post({ type: 'write', subject: job.subject, format, now });
    const response = await answer;
    if (response.type === 'failed') throw new Error(response.reason);
    return response.file;
  } finally {
    worker.terminate();
  }
}
