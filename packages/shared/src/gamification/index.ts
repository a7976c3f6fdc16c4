export * from './events.ts';
export * from './live.ts';
