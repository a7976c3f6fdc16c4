import { pageMeta } from '@trilha/shared';
import type { UserSessionsPage, UserSessionsQuery } from '@trilha/shared/sessions';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { requireLearnerAccess } from './learner-access.ts';
import { learnerSessionData } from './learner-session-data.ts';

/**
 * GET /sessions/{userId}: one learner's study sessions, newest first, 20 per page (the tutor
 * dashboard's session data, 001 §9), with their session data. The index on (company_id, user_id,
 * started_at DESC) serves the page.
 */
export async function userSessions(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  userId: number,
  q: UserSessionsQuery,
  now = new Date(),
): Promise<UserSessionsPage> {
  await requireLearnerAccess(deps, tenant, actor, userId);
  const where = { companyId: tenant.companyId, userId };
  const [total, rows, sessionData] = await Promise.all([
    deps.db.studySession.count({ where }),
    deps.db.studySession.findMany({
      where,
      select: { id: true, startedAt: true, lastSeenAt: true, seconds: true },
      orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
      skip: (q.page - 1) * q.per_page,
      take: q.per_page,
    }),
    learnerSessionData(deps, tenant, userId, now),
  ]);
  return {
    data: rows.map((s) => ({
      id: s.id,
      started_at: s.startedAt.toISOString(),
      ended_at: s.lastSeenAt.toISOString(),
      seconds: s.seconds,
    })),
    meta: pageMeta(q.page, q.per_page, total),
    session_data: sessionData,
  };
}
