import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '@trilha/storage';

/** s3rver's fixed credentials (it checks request signatures against them). */
const ACCESS_KEY = 'S3RVER';

/**
 * A local S3-compatible server (s3rver: pure JavaScript, objects in a temporary folder) on a free
 * loopback port, with one empty bucket: the S3 driver's tests need no Docker and no network.
 */
export async function startS3Server(bucket = 'trilha-test'): Promise<{
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  options: (publicUrlTemplate: string) => S3StorageOptions;
  stop: () => Promise<void>;
}> {
  const directory = await mkdtemp(join(tmpdir(), 'trilha-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const options = (publicUrlTemplate: string): S3StorageOptions => ({
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
    publicUrlTemplate,
  });
  return {
    endpoint,
    bucket,
    options,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
