export * from './schemas.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './errors.ts';
export * from './jobs.ts';
export * from './live.ts';
export * from './events.ts';
export * from './pdf-text.ts';
