// What a failure of "the database is not there right now" looks like, whichever layer reports it:
// pg itself (the socket refused or cut, the server shutting down or starting up), the pg pool, or
// Prisma's driver adapter (which may wrap pg's error in `cause`). The API answers these with 503
// and the caller retries; anything else stays a 500 (docs/operations.md "Faults").

/** Node socket errors of a server that is down, restarting or unreachable. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (admin or crash shutdown,
 * cannot connect now: starting up or shutting down), 53300 (too many connections).
 */
const SQLSTATE = /^(08\d{3}|57P0[123]|53300)$/;
/** Prisma's codes for the same: cannot reach, timed out, closed, pool timeout. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** pg's own messages for a connection that broke or never came (they carry no code). */
const PG_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|server closed the connection/i;
/** The driver adapter's error kinds for the same (Prisma 7, `cause.kind`). */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const { code, message, kind, originalCode } = e as {
      code?: unknown;
      message?: unknown;
      kind?: unknown;
      originalCode?: unknown;
    };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code) || PRISMA_CODES.has(code))) return true;
    if (typeof originalCode === 'string' && SQLSTATE.test(originalCode)) return true;
    if (typeof kind === 'string' && ADAPTER_KINDS.has(kind)) return true;
    if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
