export * from './events.ts';
export * from './live.ts';
export * from './points.ts';
