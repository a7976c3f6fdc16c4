import { OUTBOX_CHANNEL } from '../../events/bus.ts';
import type { AppDeps } from '../../deps.ts';
import { recordPing, type RecordedPing } from './record-ping.ts';

const EVENT = 'study-time.recorded';

/**
 * POST /ping's recording: the rule and, for a learner's ping that credited time, the outbox row
 * of `study-time.recorded` (badges for hours and streaks) — ONE statement, no interactive
 * transaction, so a ping holds a pooled connection for one round trip (docs/study-time.md). The
 * event is written as the bus would (pending and NOTIFY when an after-commit subscriber awaits it,
 * else delivered); it has no in-transaction subscriber, which is checked here.
 */
export async function recordStudyTime(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  p: { companyId: number; userId: number; at: Date; timeZone: string; activeSeconds?: number; learner?: boolean },
): Promise<RecordedPing | null> {
  const learner = p.learner ?? true;
  if (deps.domainEvents.subscribers.some((s) => s.event === EVENT && s.phase === 'transaction'))
    throw new Error(`${EVENT} is written by the ping's one statement: it cannot have an in-transaction subscriber`);
  const awaited = deps.domainEvents.afterCommit(EVENT).length > 0;
  return recordPing(deps.db, {
    ...p,
    learner,
    ...(learner ? { event: { name: EVENT, notifyChannel: awaited ? OUTBOX_CHANNEL : null } } : {}),
  });
}
