import type { ApiConfig } from '../config.ts';
import { createLocalDiskStorage } from '@trilha/storage';
import type { FileStorage } from '@trilha/storage';

export type { FileStorage } from '@trilha/storage';

/** The configured storage (local disk; an S3 implementation would be chosen here by config). */
export const createStorage = (config: ApiConfig): FileStorage =>
  createLocalDiskStorage({ dir: config.STORAGE_DIR, publicUrlTemplate: config.STORAGE_PUBLIC_URL });
