export * from './rules.ts';
export * from './schemas.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './errors.ts';
