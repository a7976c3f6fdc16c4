export * from './permissions.ts';
export * from './messages.ts';
export * from './errors.ts';
export * from './schemas.ts';
