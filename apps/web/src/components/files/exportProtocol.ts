import type { ExportFormat, ExportSubject } from '@verge/domain/export/fileName';

/** What the page posts to the export worker: the rows in chunks, then the order to write the file. */
export type ExportRequest =
  | { type: 'rows'; rows: readonly unknown[] }
  | { type: 'write'; subject: ExportSubject; format: ExportFormat; now: Date };

/** The worker's answer: the file, or why it could not be written. */
export type ExportResponse = { type: 'done'; file: Blob } | { type: 'failed'; reason: string };
