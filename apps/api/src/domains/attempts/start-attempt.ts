import type { StartAttemptBody, StartAttemptResponse } from '@trilha/shared/attempts';
import { can } from '@trilha/shared';
import { ATTEMPT_MESSAGES as M } from '@trilha/shared/attempts';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { appError } from '../../http/app-error.ts';
import { findItem } from '../materials/access.ts';
import { lockOf } from '../materials/views.ts';
import { attemptView } from './present.ts';

type Guard = {
  available_from: Date | null;
  available_until: Date | null;
  max_attempts: number | null;
  time_limit_minutes: number | null;
  has_password: boolean;
  unlocked: boolean;
  questions: number;
  attempts: number;
};

type Row = {
  id: number;
  material_item_id: number;
  user_id: number;
  status: 'started' | 'finished';
  started_at: Date;
  finished_at: Date | null;
  checked: boolean;
  checked_at: Date | null;
  score: number | null;
  feedback: string | null;
  preview: boolean;
};

const returning = Prisma.sql`id, material_item_id, user_id, status::text AS status, started_at, finished_at, checked, checked_at, score, feedback, preview`;

/**
 * POST /attempts/start: the caller's open attempt at a quiz item, created if there is none.
 * Idempotent under any concurrency: the partial unique index attempts_one_open_key (one started
 * attempt per company, item and user) makes the INSERT ... ON CONFLICT DO NOTHING of concurrent
 * starts create one row; the others read it. Cost: findItem's two reads, one guard read, one
 * insert (plus one read for those that lost the race or continue an open attempt).
 */
export async function startAttempt(
  deps: AppDeps,
  tenant: Tenant,
  actor: Actor,
  body: StartAttemptBody,
): Promise<{ created: boolean; response: StartAttemptResponse }> {
  const { item } = await findItem(deps, tenant, actor, body.material_item_id, { manage: false });
  if (item.type !== 'quiz') throw appError('ATTEMPT_NOT_QUIZ');
  if (body.user_id !== actor.id) throw appError('ATTEMPT_OTHER_USER');
  const companyId = tenant.companyId;
  const now = new Date();
  const [g] = await deps.db.$queryRaw<Guard[]>(Prisma.sql`
    SELECT s.available_from, s.available_until, s.max_attempts, s.time_limit_minutes,
           i.password_hash IS NOT NULL AS has_password,
           EXISTS (SELECT 1 FROM material_item_unlocks u
                    WHERE u.company_id = ${companyId} AND u.material_item_id = i.id AND u.user_id = ${actor.id}
                      AND u.expires_at > ${now}) AS unlocked,
           (SELECT count(*)::int FROM material_item_questions l
             WHERE l.company_id = ${companyId} AND l.material_item_id = i.id) AS questions,
           (SELECT count(*)::int FROM attempts a
             WHERE a.company_id = ${companyId} AND a.material_item_id = i.id AND a.user_id = ${actor.id}) AS attempts
      FROM material_items i
      LEFT JOIN material_item_settings s ON s.company_id = i.company_id AND s.material_item_id = i.id
     WHERE i.company_id = ${companyId} AND i.id = ${item.id}`);
  if (!g) throw appError('MATERIAL_ITEM_NOT_FOUND');
  const lock = lockOf(
    {
      passwordHash: g.has_password ? 'set' : null,
      settings: { availableFrom: g.available_from, availableUntil: g.available_until } as never,
      unlocks: g.unlocked ? [{ id: 0 }] : [],
    },
    { tenant, actor, now },
  );
  if (lock === 'password') throw appError('MATERIAL_ITEM_LOCKED');
  if (lock) throw appError('MATERIAL_ITEM_UNAVAILABLE');
  if (g.questions === 0) throw appError('ATTEMPT_NO_QUESTIONS');

  const open = () =>
    deps.db.$queryRaw<Row[]>(Prisma.sql`
      SELECT ${returning} FROM attempts
       WHERE company_id = ${companyId} AND material_item_id = ${item.id} AND user_id = ${actor.id} AND status = 'started'`);
  let created = false;
  let [row] = g.attempts > 0 ? await open() : [];
  if (!row) {
    // Every attempt so far is finished: the limit counts them (an open one would have been returned).
    if (g.max_attempts !== null && g.attempts >= g.max_attempts) throw appError('ATTEMPT_LIMIT_REACHED');
    [row] = await deps.db.$queryRaw<Row[]>(Prisma.sql`
      INSERT INTO attempts (company_id, material_item_id, user_id, status, started_at, created_at, updated_at, preview)
      VALUES (${companyId}, ${item.id}, ${actor.id}, 'started', ${now}, ${now}, ${now}, ${!can(actor.type, 'attempts:count')})
      ON CONFLICT (company_id, material_item_id, user_id) WHERE status = 'started' DO NOTHING
      RETURNING ${returning}`);
    created = row !== undefined;
    if (!row) [row] = await open();
    if (!row) throw appError('ATTEMPT_NOT_FOUND'); // finished between the two statements: vanishingly rare
  }
  const answered = created ? 0 : await deps.db.attemptAnswer.count({ where: { companyId, attemptId: row.id } });
  return {
    created,
    response: {
      message: M.attemptStarted,
      created,
      data: attemptView(
        {
          id: row.id,
          materialItemId: row.material_item_id,
          userId: row.user_id,
          status: row.status,
          startedAt: row.started_at,
          finishedAt: row.finished_at,
          checked: row.checked,
          checkedAt: row.checked_at,
          score: row.score,
          feedback: row.feedback,
          preview: row.preview,
        },
        {
          disciplineId: item.disciplineId,
          timeLimitMinutes: g.time_limit_minutes,
          answered,
          total: g.questions,
          showScore: false,
        },
      ),
    },
  };
}
