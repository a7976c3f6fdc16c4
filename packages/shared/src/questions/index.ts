export * from './messages.ts';
export * from './draft.ts';
export * from './schemas.ts';
export * from './permissions.ts';
export * from './errors.ts';
export * from './type-names.ts';
export * from './events.ts';
