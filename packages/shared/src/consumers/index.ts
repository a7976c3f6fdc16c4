export * from './schemas.ts';
export * from './errors.ts';
