export * from './schemas.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './errors.ts';
export * from './live.ts';
export * from './types.ts';
export * from './preferences.ts';
export * from './jobs.ts';
