export { createRealtimeServer, type RealtimeServer, type RealtimeServerOptions } from './server.ts';
export { authorizeChannel } from './channel-auth.ts';
export type { Logger } from './logger.ts';
export type { RealtimeIo, RealtimeSocket, SocketData } from './types.ts';
