import { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';

/** A client of the S3-compatible store: the photos' bucket, which may also hold the map's PMTiles archive. */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
}
