export { createRealtimeServer, type RealtimeServer, type RealtimeServerOptions } from './server.ts';
export { authorizeChannel } from '@trilha/access';
export type { Logger } from './logger.ts';
export type { RealtimeIo, RealtimeSocket, SocketData } from './types.ts';
