import '../../zodWithoutEval';
import type { ExportRequest, ExportResponse } from './exportProtocol';
import { type ExportJob, MIME_TYPES, writeExport } from './exportWriters';

/**
 * Writes one download off the page's thread: the rows arrive in chunks (each posted in its own short task),
 * then 'write' builds the file with the domain's export functions and answers with it as a Blob.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ExportRequest>) => void) | null;
  postMessage(message: ExportResponse): void;
};
const rows: unknown[] = [];
const reply = (message: ExportResponse) => scope.postMessage(message);

scope.onmessage = (event: MessageEvent<ExportRequest>) => {
  const request = event.data;
  if (request.type === 'rows') {
    for (const row of request.rows) rows.push(row);
    return;
  }
  try {
    // The rows are the job's subject's, as the page posted them.
    const job = { subject: request.subject, rows } as ExportJob;
    const text = writeExport(job, request.format, request.now);
    reply({ type: 'done', file: new Blob([text], { type: MIME_TYPES[request.format] }) });
  } catch (error) {
    reply({ type: 'failed', reason: error instanceof Error ? error.message : String(error) });
  }
};
