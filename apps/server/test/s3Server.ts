import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../src/config';
import { s3Client } from '../src/photos/s3Client';

export interface TestS3Server {
  settings: S3Settings;
  /** Every object key in the bucket. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free loopback port, with one empty bucket, its objects kept in
 * a temporary folder. Settings as a self-hosted store needs them: an endpoint and path-style addressing.
 */
export async function startS3Server(bucket = 'verge-photos'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'verge-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = s3Client(settings);
  return {
    settings,
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
