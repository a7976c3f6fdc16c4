import { can, pageMeta } from '@trilha/shared';
import { sessionPageSize, type ListSessionsQuery, type SessionDataPage } from '@trilha/shared/sessions';
import {
  countSessionLearners,
  sessionDataSql,
  sessionLearnersWhere,
  sessionOrderSql,
  type SessionDataRow,
} from '@trilha/queries/sessions';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { resolveTutorFilter } from './learner-access.ts';
import { presentSessionData } from './present.ts';

/**
 * GET /sessions: the company's learners with their session data. type=student is the rank (by
 * study time, 20 per page); type=tutor a tutor's students by name (5 per page, 001 §9). Filtered
 * and paginated in the database (docs/list-queries.md).
 */
export async function listSessions(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  q: ListSessionsQuery,
  now = new Date(),
): Promise<SessionDataPage> {
  const tutorId = await resolveTutorFilter(deps, tenant, actor, q);
  const where = sessionLearnersWhere(tenant.companyId, q, tutorId);
  const perPage = q.per_page ?? sessionPageSize(q.type);
  const [total, rows] = await Promise.all([
    countSessionLearners(deps.db, where),
    deps.db.$queryRaw<SessionDataRow[]>(
      sessionDataSql({
        companyId: tenant.companyId,
        now,
        timeZone: tenant.timeZone,
        where,
        order: sessionOrderSql(q.type),
        limit: perPage,
        offset: (q.page - 1) * perPage,
        withBadges: true,
      }),
    ),
  ]);
  // The rank is public among the company's learners (name and study time, as a leaderboard); when
  // each one was last online is for the staff who follow them, and for the learner themselves.
  const follows = can(actor.type, 'sessions:see-students') || can(actor.type, 'sessions:see-company');
  const data = rows.map(presentSessionData).map((d) => (follows || d.user.id === actor.id ? d : { ...d, last_access_at: null }));
  return { data, meta: pageMeta(q.page, perPage, total) };
}
