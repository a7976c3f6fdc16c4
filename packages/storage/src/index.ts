// File storage shared by the API (uploads, downloads), the worker (exports it writes) and the
// backup: one interface, two drivers (local disk, the default; an S3-compatible bucket), chosen
// by STORAGE_DRIVER (from-env.ts).
export * from './storage.ts';
export { createLocalDiskStorage } from './local-disk.ts';
export { createS3Storage, type S3StorageOptions } from './s3.ts';
export { createStorageFromEnv, parseStorageEnv, storageEnvSchema, type StorageEnv } from './from-env.ts';
