import type { Session } from '@trilha/db';
import type { Server, Socket } from 'socket.io';
import type { SubscribeAck } from '@trilha/shared/realtime';

export type SessionUser = Session['user'];

export interface ClientToServerEvents {
  subscribe(payload: { channel: string }, ack?: (res: SubscribeAck) => void): void;
  unsubscribe(payload: { channel: string }, ack?: (res: SubscribeAck) => void): void;
}

/** Server → client events are the spec's names ('.points.added', …) with one `{ channel, data }` argument. */
export type ServerToClientEvents = Record<string, (msg: { channel: string; data: unknown }) => void>;

export interface SocketData {
  token: string;
  user: SessionUser;
  /** When the token expires: the socket is closed then. */
  expiresAt: Date;
}

export type RealtimeIo = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
