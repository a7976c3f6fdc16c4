import { revokeAccessTokens } from '@trilha/db';
import type { AppDeps } from '../deps.ts';

type TokenWhere = Parameters<typeof revokeAccessTokens>[1];

/**
 * Ends sessions: revokes the matching tokens (and the access-as tokens opened from them) in one
 * transaction, then closes their live sockets on every realtime node. Inside a transaction of your
 * own, call `revokeAccessTokens(tx, where)` and pass its answer to `deps.events.endSessions` after
 * the commit instead (a socket closed for a revocation that rolls back would not come back).
 */
export async function endSessions(deps: Pick<AppDeps, 'globalDb' | 'events'>, where: TokenWhere): Promise<void> {
  const hashes = await deps.globalDb.$transaction((tx) => revokeAccessTokens(tx, where));
  deps.events.endSessions(hashes);
}
