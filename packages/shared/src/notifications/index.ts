export * from './live.ts';
