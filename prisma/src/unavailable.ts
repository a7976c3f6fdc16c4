// What a failure of "the database is not there right now" looks like, whichever layer reports it:
// pg itself (the socket refused or cut, the server shutting down or starting up), the pg pool, or
// Prisma's driver adapter (which may wrap pg's error in `cause`, or, for a query of the client,
// keep it in `meta.driverAdapterError`). The API answers these with 503 and the caller retries;
// anything else stays a 500 (docs/operations.md "Faults").

/** Node socket errors of a server that is down, restarting or unreachable. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (admin or crash shutdown,
 * cannot connect now: starting up or shutting down), 53300 (too many connections).
 */
const SQLSTATE = /^(08\d{3}|57P0[123]|53300)$/;
/** Prisma's codes for the same: cannot reach, timed out, closed, pool timeout, too many connections. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2037']);
/**
 * pg's own messages for a connection that broke or never came (they carry no code); "timeout
 * expired" is pg's Client giving up a connection attempt (connectionTimeoutMillis).
 */
const PG_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|server closed the connection|^timeout expired$/i;
/**
 * Prisma's P2028 when no connection came within the transaction's maxWait (2 s by default): the
 * server unreachable (a new connection waiting out its connect time-out) or every pooled one busy.
 * Either way nothing ran and a retry may succeed. Other P2028s (a transaction already closed,
 * expired) are bugs of the caller and stay 500s.
 */
const TX_START_TIMEOUT = /Unable to start a transaction in the given time/;
/** The driver adapter's error kinds for the same (Prisma 7, `cause.kind`). */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);

/** The errors an error carries: its `cause`, and the driver adapter's error Prisma keeps in `meta`. */
function* inner(e: object): Generator<unknown> {
  yield (e as { cause?: unknown }).cause;
  // Prisma's client turns an adapter error it has no code for (a SQLSTATE such as 57P01
  // "terminating connection due to administrator command" or 57P03 "the database system is
  // starting up") into a PrismaClientKnownRequestError P2039 (P2010 for raw queries) whose only
  // link to pg's error is meta.driverAdapterError: not a cause. Missing it made the request in
  // flight when PostgreSQL stopped or started a 500 (tests/platform/faults/postgres-restart.test.ts).
  yield (e as { meta?: { driverAdapterError?: unknown } }).meta?.driverAdapterError;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  // Breadth-first over cause and meta.driverAdapterError, a few levels deep (the chains are short;
  // the bound keeps a cyclic one from looping).
  let level: unknown[] = [err];
  for (let depth = 0; depth < 6 && level.length; depth++) {
    const next: unknown[] = [];
    for (const e of level) {
      if (!e || typeof e !== 'object') continue;
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
      if (code === 'P2028' && typeof message === 'string' && TX_START_TIMEOUT.test(message)) return true;
      next.push(...inner(e));
    }
    level = next;
  }
  return false;
}
