export * from './schemas.ts';
export * from './errors.ts';
export * from './permissions.ts';
export * from './visibility.ts';
