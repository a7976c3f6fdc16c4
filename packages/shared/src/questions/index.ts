export * from './messages.ts';
export * from './draft.ts';
