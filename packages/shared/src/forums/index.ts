export * from './schemas.ts';
export * from './permissions.ts';
