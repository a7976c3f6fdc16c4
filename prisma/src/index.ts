export * from './client.ts';
export * from './security.ts';
export * from './access-tokens.ts';
export * from './migrate/index.ts';
export * from './embedded.ts';
export * from './generated/client.ts';
