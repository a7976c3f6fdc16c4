export * from './permissions.ts';
export * from './live.ts';
