import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HISTORY_TEXT, MESSAGES } from '@verge/domain';
import { historyEntryFixture } from '@verge/domain/testing/historyFixture';
import { issueFixture } from '@verge/domain/testing/issueFixture';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../../test/testProviders';
import type { ExportJob } from '../../../components/files/exportWriters';
import { db } from '../../../core/store/db';
import { ExportDialog } from './ExportDialog';

// The test DOM has no module workers: the file is written in the page by the same writer the worker runs.
const exportInWorker = vi.hoisted(() => vi.fn());
vi.mock('../../../components/files/exportInWorker', () => ({ exportInWorker }));
beforeEach(async () => {
  const { writeExport } = await import('../../../components/files/exportWriters');
  exportInWorker.mockImplementation(
    async (job: ExportJob, format: 'csv' | 'kml' | 'geojson', now: Date) =>
      new Blob([writeExport(job, format, now)]),
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Capture what the browser is asked to save: the Blob behind the object URL and the link's file name. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:test/${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

describe('ExportDialog', () => {
  it('says how many issues and saves the chosen format under its dated file name, then closes', async () => {
    const downloads = captureDownloads();
    const onClose = vi.fn();
    render(
      <ExportDialog
        open
        issues={[issueFixture({ id: 3, comments: 'first' }), issueFixture({ id: 4 })]}
        onClose={onClose}
      />,
    );
    expect(screen.getByText('Download Issues')).toBeTruthy();
    expect(screen.getByText(/^2 issues will be downloaded/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(downloads.names).toHaveLength(1));
    expect(downloads.names[0]).toMatch(/^Vegetation Issue Export \w+-\d+\w\w-\d{4}_\d\d-\d\d\.csv$/);
    const text = await downloads.blobs[0].text();
    expect(text.split('\r\n')).toHaveLength(3);
    expect(text).toContain('first');
    expect(onClose).toHaveBeenCalledTimes(1);

    // The dialog is kept open by this test: the next format once the first file is done.
    const geojson = screen.getByRole('button', { name: 'GeoJSON' }) as HTMLButtonElement;
    await waitFor(() => expect(geojson.disabled).toBe(false));
    fireEvent.click(geojson);
    await waitFor(() => expect(downloads.names).toHaveLength(2));
    expect(downloads.names[1]).toMatch(/^issues .*\.geojson$/);
    expect(JSON.parse(await downloads.blobs[1].text()).features).toHaveLength(2);
  });

  it('is busy while the file is prepared: formats and Cancel disabled, then saved and closed', async () => {
    const downloads = captureDownloads();
    const onClose = vi.fn();
    let finish = (_file: Blob) => {};
    exportInWorker.mockImplementationOnce(() => new Promise<Blob>((resolve) => (finish = resolve)));
    render(<ExportDialog open issues={[issueFixture({ id: 3 })]} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'KML' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', MESSAGES.preparingDownload);
    for (const name of ['Cancel', 'CSV', 'KML', 'GeoJSON']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(onClose).not.toHaveBeenCalled();
    finish(new Blob(['<kml/>']));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(downloads.names[0]).toMatch(/\.kml$/);
  });

  it('says the download failed and stays open when the worker cannot write the file', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = vi.fn();
    exportInWorker.mockRejectedValueOnce(new Error('worker script missing'));
    render(
      <TestProviders>
        <ExportDialog open issues={[issueFixture({ id: 3 })]} onClose={onClose} />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
    expect(await screen.findByText(MESSAGES.exportError)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'CSV' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('writes each issue’s history from the store into a last column when CSV with history is ticked', async () => {
    const downloads = captureDownloads();
    await db.history.clear();
    await db.history.bulkPut([
      historyEntryFixture({ id: 1, recordId: 3, action: 'created', changes: [] }),
      historyEntryFixture({ id: 2, recordId: 3, changes: [{ field: 'comments', old: 'a', new: 'first' }] }),
      historyEntryFixture({ id: 3, recordId: 9 }),
    ]);
    render(<ExportDialog open issues={[issueFixture({ id: 3, comments: 'first' })]} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('checkbox', { name: HISTORY_TEXT.csvOption }));
    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(downloads.names).toHaveLength(1));
    const text = await downloads.blobs[0].text();
    expect(text.split('\r\n')[0]).toMatch(/,History$/);
    expect(text).toContain('Edited by Jane Smith (Acme Pipelines): Comments: a → first');
    expect(text).toContain('Created by Jane Smith');
    expect(text).not.toContain('Thistle');
  });

  it("shows the spec's message and no enabled format for no issues", () => {
    render(<ExportDialog open issues={[]} onClose={() => {}} />);
    expect(screen.getByText(MESSAGES.noIssuesSelected)).toBeTruthy();
    for (const name of ['CSV', 'KML', 'GeoJSON']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
  });
});
