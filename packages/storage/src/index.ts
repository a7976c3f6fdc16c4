// File storage shared by the API (uploads, downloads) and the worker (exports it writes):
// one interface, the local-disk implementation (S3-compatible storage plugs in behind the same).
export * from './storage.ts';
export { createLocalDiskStorage } from './local-disk.ts';
