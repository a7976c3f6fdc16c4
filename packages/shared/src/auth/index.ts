export * from './schemas.ts';
export * from './errors.ts';
export * from './permissions.ts';
export * from './jobs.ts';
export * from './throttle.ts';
export * from './events.ts';
