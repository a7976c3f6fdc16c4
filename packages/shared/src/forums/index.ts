export * from './schemas.ts';
export * from './permissions.ts';
export * from './live.ts';
