import type { StartAttemptBody, StartAttemptResponse } from '@trilha/shared/attempts';
import { can } from '@trilha/shared';
import { ATTEMPT_MESSAGES as M } from '@trilha/shared/attempts';
import { itemColumns, itemFrom, itemRefusal, type ItemFacts } from '@trilha/access';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { attemptView } from './present.ts';

type Guard = ItemFacts & {
  discipline_id: number;
  item_type: string;
  max_attempts: number | null;
  time_limit_minutes: number | null;
  questions: number;
  open_id: number | null;
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
 * starts create one row; the others read it. Cost: one read (item, discipline access, guard), one
 * insert (plus one read for those that lost the race or continue an open attempt).
 * The guard finds the open attempt by that same partial unique key, and counts the caller's
 * attempts only when the item has a limit: a count over (company, item, user) let the planner,
 * with statistics older than a quiz's first minutes, pick (company_id, material_item_id,
 * started_at) and filter every attempt at the quiz by user, once per start (docs/benchmarks.md
 * "Honest floor").
 */
export async function startAttempt(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  body: StartAttemptBody,
): Promise<{ created: boolean; response: StartAttemptResponse }> {
  const companyId = tenant.companyId;
  const now = new Date();
  // ONE read: the facts item:open judges (@trilha/access's itemColumns: live item of a live
  // material, its discipline with the caller's live enrolment, window, password, unlock), applied
  // below by its itemRefusal, and the guard. Was three statements (the item, the discipline, the
  // guard): on the 3,000-start bench most of the start's Node CPU was the round trips
  // (docs/benchmarks.md).
  const [g] = await deps.db.$queryRaw<Guard[]>(Prisma.sql`
    SELECT ${itemColumns(companyId, actor.id, now)},
           i.discipline_id, i.type::text AS item_type, s.max_attempts, s.time_limit_minutes,
           (SELECT count(*)::int FROM material_item_questions l
             WHERE l.company_id = ${companyId} AND l.material_item_id = i.id) AS questions,
           (SELECT a.id FROM attempts a
             WHERE a.company_id = ${companyId} AND a.material_item_id = i.id AND a.user_id = ${actor.id}
               AND a.status = 'started') AS open_id,
           -- The caller's finished attempts (all of them, since none is open), read through
           -- (company_id, user_id, status): the item is a FILTER, not an index condition.
           CASE WHEN s.max_attempts IS NULL THEN 0 ELSE
             (SELECT (count(*) FILTER (WHERE a.material_item_id = i.id))::int FROM attempts a
               WHERE a.company_id = ${companyId} AND a.user_id = ${actor.id} AND a.status = 'finished') END AS attempts
      ${itemFrom}
     WHERE i.company_id = ${companyId} AND i.id = ${body.material_item_id} AND i.deleted_at IS NULL`);
  if (!g) throw appError('MATERIAL_ITEM_NOT_FOUND');
  // Not readable is the item's 404 before anything else; its lock is answered after its kind.
  const refusal = itemRefusal(actor, g, 'open', now);
  if (refusal === 'MATERIAL_ITEM_NOT_FOUND') throw appError(refusal);
  if (g.item_type !== 'quiz') throw appError('ATTEMPT_NOT_QUIZ');
  if (body.user_id !== actor.id) throw appError('ATTEMPT_OTHER_USER');
  const item = { id: g.i_id, disciplineId: g.discipline_id };
  if (refusal) throw appError(refusal);
  if (g.questions === 0) throw appError('ATTEMPT_NO_QUESTIONS');

  const open = () =>
    deps.db.$queryRaw<Row[]>(Prisma.sql`
      SELECT ${returning} FROM attempts
       WHERE company_id = ${companyId} AND material_item_id = ${item.id} AND user_id = ${actor.id} AND status = 'started'`);
  let created = false;
  let [row] = g.open_id !== null ? await open() : [];
  if (!row) {
    // No open attempt, so every attempt so far is finished: the limit counts them (only when there is one).
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
