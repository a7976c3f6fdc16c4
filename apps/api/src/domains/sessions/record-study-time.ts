import type { AppDeps } from '../../deps.ts';
import { recordPing, type RecordedPing } from './record-ping.ts';

/**
 * POST /ping's recording for a learner: the rule's one statement and, when it counted (not a
 * replay), `study-time.recorded` in the same transaction (badges for hours and streaks, the
 * activity log). Two statements per ping: the hottest write of the platform.
 */
export async function recordStudyTime(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  p: { companyId: number; userId: number; at: Date; timeZone: string },
): Promise<RecordedPing | null> {
  return deps.db.$transaction(async (tx) => {
    const recorded = await recordPing(tx, p);
    if (!recorded) return null;
    await deps.domainEvents.publish(tx, p.companyId, 'study-time.recorded', {
      user_id: p.userId,
      session_id: recorded.sessionId,
      seconds_added: recorded.secondsAdded,
      total_seconds: recorded.totalSeconds,
      consecutive_access_days: recorded.consecutiveAccessDays,
    });
    return recorded;
  });
}
