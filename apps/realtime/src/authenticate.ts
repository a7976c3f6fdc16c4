import { findSessionByToken, type Db } from '@trilha/db';
import type { Logger } from './logger.ts';
import type { RealtimeSocket } from './types.ts';

/** Far longer than any token we issue (43 characters); a longer one is refused without hashing it. */
const TOKEN_MAX = 512;

/** Bearer token from the handshake (`auth: { token }`); a leading "Bearer " is tolerated. */
export function handshakeToken(socket: RealtimeSocket): string | null {
  const raw: unknown = socket.handshake.auth?.token;
  if (typeof raw !== 'string' || raw.length > TOKEN_MAX) return null;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

/** Namespace middleware: refuses the connection (client gets connect_error 'unauthenticated') without a live session. */
export function authenticate(db: Db, logger: Logger) {
  return async (socket: RealtimeSocket, next: (err?: Error) => void) => {
    const token = handshakeToken(socket);
    if (!token) return next(new Error('unauthenticated'));
    try {
      const session = await findSessionByToken(db, token);
      if (!session) return next(new Error('unauthenticated'));
      socket.data.token = token;
      socket.data.user = session.user;
      socket.data.expiresAt = session.expiresAt;
      next();
    } catch (err) {
      logger.error({ err }, 'realtime: session lookup failed');
      next(new Error('unauthenticated'));
    }
  };
}
