export * from './permissions.ts';
export * from './messages.ts';
export * from './errors.ts';
export * from './live.ts';
export * from './rules.ts';
export * from './catalogue.ts';
export * from './schemas.ts';
export * from './earning.ts';
