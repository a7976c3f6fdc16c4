import { z } from 'zod';
import { createLocalDiskStorage } from './local-disk.ts';
import { createS3Storage } from './s3.ts';
import type { FileStorage } from './storage.ts';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((v) => v === 'true' || v === '1');

/**
 * The storage variables every process reads (API, worker, backup; README "Configuration",
 * docs/deployment.md "Object storage"): one schema, so all of them pick the same driver and bucket.
 */
export const storageEnvSchema = z.object({
  /** `local` (default: files under STORAGE_DIR) or `s3` (an S3-compatible bucket: S3_*). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** Local disk storage of uploads, exports and SCORM content (STORAGE_DRIVER=local). */
  STORAGE_DIR: z.string().default('.data/storage'),
  /** The bucket (STORAGE_DRIVER=s3); it must exist. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** An S3-compatible server's URL (MinIO: http://minio:9000); unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The endpoint browsers reach for signed download URLs, when it differs from S3_ENDPOINT. */
  S3_PUBLIC_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Without them, the SDK's default chain (AWS_* variables, instance role…). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `true` for MinIO and most self-hosted servers (bucket in the path, not the host name). */
  S3_FORCE_PATH_STYLE: flag,
  /**
   * `true`: private downloads (material files, submissions, exports) answer 302 to a signed URL
   * valid STORAGE_SIGNED_URL_SECONDS, after the same access check, so the bytes do not pass
   * through the API. Default: the API streams them. Needs a driver that signs (s3).
   */
  STORAGE_SIGNED_DOWNLOADS: flag,
  STORAGE_SIGNED_URL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
});
export type StorageEnv = z.infer<typeof storageEnvSchema>;

/** Parses the storage variables, with a message naming what is missing. */
export function parseStorageEnv(env: Record<string, string | undefined>): StorageEnv {
  const c = storageEnvSchema.parse(env);
  if (c.STORAGE_DRIVER === 's3' && !c.S3_BUCKET)
    throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET (docs/deployment.md "Object storage")');
  if (c.STORAGE_SIGNED_DOWNLOADS && c.STORAGE_DRIVER !== 's3')
    throw new Error('STORAGE_SIGNED_DOWNLOADS needs STORAGE_DRIVER=s3 (local disk has no signed URLs)');
  return c;
}

/** The storage the variables describe; `publicUrlTemplate` is the base URL of public files. */
export function createStorageFromEnv(c: StorageEnv, o: { publicUrlTemplate: string; dir?: string }): FileStorage {
  if (c.STORAGE_DRIVER === 's3')
    return createS3Storage({
      bucket: c.S3_BUCKET!,
      region: c.S3_REGION,
      endpoint: c.S3_ENDPOINT,
      publicEndpoint: c.S3_PUBLIC_ENDPOINT,
      accessKeyId: c.S3_ACCESS_KEY_ID,
      secretAccessKey: c.S3_SECRET_ACCESS_KEY,
      forcePathStyle: c.S3_FORCE_PATH_STYLE,
      publicUrlTemplate: o.publicUrlTemplate,
    });
  return createLocalDiskStorage({ dir: o.dir ?? c.STORAGE_DIR, publicUrlTemplate: o.publicUrlTemplate });
}
