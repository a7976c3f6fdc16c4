import type { ApiConfig } from '../config.ts';
import { createStorageFromEnv, type FileStorage } from '@trilha/storage';

export type { FileStorage } from '@trilha/storage';

/** The configured storage: local disk under STORAGE_DIR, or the S3 bucket (STORAGE_DRIVER=s3). */
export const createStorage = (config: ApiConfig): FileStorage =>
  createStorageFromEnv(config, { publicUrlTemplate: config.STORAGE_PUBLIC_URL });
