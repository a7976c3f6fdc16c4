export * from './define.ts';
export * from './channels.ts';
export * from './protocol.ts';
export * from './events.ts';
