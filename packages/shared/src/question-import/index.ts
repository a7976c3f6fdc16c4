export * from './messages.ts';
export * from './permissions.ts';
export * from './errors.ts';
export * from './format.ts';
export * from './validate.ts';
export * from './schemas.ts';
export * from './jobs.ts';
export * from './events.ts';
