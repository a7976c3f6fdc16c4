import type { AppDeps } from '../../deps.ts';
import { recordPing, type RecordedPing } from './record-ping.ts';

const EVENT = 'study-time.recorded' as const;

/**
 * POST /ping's recording: the rule and, for a learner's ping that credited time, the outbox row
 * of `study-time.recorded` (badges for hours and streaks) — ONE statement, no interactive
 * transaction, so a ping holds a pooled connection for one round trip (docs/sessions.md). The
 * event is written as the bus would (pending and NOTIFY when an after-commit subscriber awaits it,
 * else delivered); the bus refuses it should the event ever get an in-transaction subscriber.
 */
export async function recordStudyTime(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  p: { companyId: number; userId: number; at: Date; timeZone: string; activeSeconds?: number; learner?: boolean },
): Promise<RecordedPing | null> {
  const learner = p.learner ?? true;
  return recordPing(deps.db, {
    ...p,
    learner,
    ...(learner ? { event: deps.domainEvents.outbox(EVENT) } : {}),
  });
}
