export * from './schemas.ts';
export * from './messages.ts';
export * from './errors.ts';
