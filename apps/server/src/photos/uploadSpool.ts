import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { fromFileSystemError } from './photoStoreErrors';

/** A binary request body (a photo) as received: a file in the spool folder, removed after the response. */
export class UploadedFile {
  constructor(
    readonly path: string,
    readonly size: number,
  ) {}
}

/** Spool files are named `<uuid>.upload`; the start-up sweep (temporaryFiles.ts) knows them by it. */
export const SPOOL_FILE = /^[0-9a-f-]{36}\.upload$/;

const tooLarge = () => new ApiError('too_large', 'The upload is too large');

/** Passes bytes on while counting them; past `max` it fails with 413. */
function byteLimit(max: number, counted: (n: number) => void): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      counted(total);
      done(total > max ? tooLarge() : null, chunk);
    },
  });
}

/**
 * Photo uploads (the body is the file) stream to a file in `spoolDir` instead of memory, counted against
 * `maxBytes` as they arrive: sharp reads the file, the photo store streams it. The file is removed as the
 * answer is sent, or at once when the body fails (client gone, too large, disk full); what a killed
 * server leaves is swept at the next start (photos/temporaryFiles.ts).
 *
 * `uploads` is the plugin context of the upload routes alone (registerContract.ts): a content type parser
 * serves only its own context, so no other route spools anything, and other routes answer an image body
 * 415 without reading it. The upload routes take nothing but the file (JSON and text answer 415 there).
 */
export function registerUploadSpool(uploads: FastifyInstance, spoolDir: string, maxBytes: number): void {
  uploads.removeAllContentTypeParsers();
  uploads.addContentTypeParser(
    /^(application\/octet-stream|image\/.+)$/,
    async (request: FastifyRequest, payload: IncomingMessage) => {
      if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw tooLarge();
      const path = join(spoolDir, `${randomUUID()}.upload`);
      let size = 0;
      try {
        await mkdir(spoolDir, { recursive: true });
        await pipeline(
          payload,
          byteLimit(maxBytes, (n) => {
            size = n;
          }),
          createWriteStream(path, { flags: 'wx' }),
        );
      } catch (error) {
        await rm(path, { force: true });
        throw fromFileSystemError(error);
      }
      return new UploadedFile(path, size);
    },
  );
  // Before the answer goes out, so a client that hears it finds no spool file left behind.
  uploads.addHook('onSend', async (request) => {
    if (request.body instanceof UploadedFile) await rm(request.body.path, { force: true });
  });
}
