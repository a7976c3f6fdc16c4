// The file storage's own background job (no routes, no messages: packages/storage holds the drivers).
export * from './jobs.ts';
