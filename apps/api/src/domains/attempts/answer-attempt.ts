import { GRADES } from '@trilha/shared';
import { ATTEMPT_MESSAGES as M, type AnswerAttemptBody, type AnswerAttemptResponse } from '@trilha/shared/attempts';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { deadlineOf } from '../../kit/load-attempt.ts';

type Guard = {
  user_id: number;
  status: 'started' | 'finished';
  started_at: Date;
  checked_at: Date | null;
  time_limit_minutes: number | null;
  question_type: 'descriptive' | 'choice' | 'true_or_false' | null;
  option_found: boolean;
  option_correct: boolean | null;
};

type AnswerRow = {
  id: number;
  question_id: number;
  option_id: number | null;
  answer_text: string | null;
  feedback: string | null;
};

/**
 * POST /attempts/{id}/answer, the hot path of a quiz (bench/quiz-start.bench.ts): ONE statement.
 * Its first part reads the guard (the attempt, locked FOR SHARE so a concurrent finish or check
 * waits for it and no answer lands after them; the item's time limit; the question's link to the
 * quiz; the option's link to the question), its second upserts on (attempt_id, question_id) only
 * when every rule holds. When nothing was written, the guard row says which rule failed. Only the
 * attempt's learner answers, until it is checked or finished and before its time limit. Choice and
 * true-or-false answers are graded as they land (check re-grades against the options then).
 */
export async function answerAttempt(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: AnswerAttemptBody,
): Promise<AnswerAttemptResponse> {
  const companyId = tenant.companyId;
  const optionId = body.option_id ?? null;
  const text = body.answer_text?.trim() || null;
  const now = new Date();
  const [g] = await deps.db.$queryRaw<(Guard & Partial<AnswerRow> & { saved: boolean })[]>(Prisma.sql`
    WITH g AS (
      SELECT a.user_id, a.status::text AS status, a.started_at, a.checked_at, s.time_limit_minutes,
             q.type::text AS question_type, o.id IS NOT NULL AS option_found, o.correct_answer AS option_correct
        FROM attempts a
        LEFT JOIN material_item_settings s ON s.company_id = a.company_id AND s.material_item_id = a.material_item_id
        LEFT JOIN material_item_questions l
          ON l.company_id = a.company_id AND l.material_item_id = a.material_item_id AND l.question_id = ${body.question_id}
        LEFT JOIN questions q ON q.company_id = a.company_id AND q.id = l.question_id
        LEFT JOIN question_options o ON o.company_id = a.company_id AND o.question_id = l.question_id AND o.id = ${optionId}::int
       WHERE a.company_id = ${companyId} AND a.id = ${id}
       FOR SHARE OF a
    ), ins AS (
      INSERT INTO attempt_answers (company_id, attempt_id, question_id, option_id, answer_text, marked_as, is_correct, score, created_at, updated_at)
      SELECT ${companyId}, ${id}, ${body.question_id}, ${optionId}::int, ${text}::text, ${body.marked_as ?? null}::text,
             CASE WHEN g.question_type = 'descriptive' THEN NULL ELSE g.option_correct END,
             CASE WHEN g.question_type = 'descriptive' THEN NULL WHEN g.option_correct THEN ${GRADES.max}::float ELSE 0 END,
             ${now}, ${now}
        FROM g
       WHERE g.user_id = ${actor.id} AND g.status = 'started' AND g.checked_at IS NULL
         AND (g.time_limit_minutes IS NULL OR g.started_at + make_interval(mins => g.time_limit_minutes) >= ${now})
         AND g.question_type IS NOT NULL
         AND CASE WHEN g.question_type = 'descriptive' THEN ${text}::text IS NOT NULL AND ${optionId}::int IS NULL ELSE g.option_found END
      ON CONFLICT (company_id, attempt_id, question_id) DO UPDATE
        SET option_id = EXCLUDED.option_id, answer_text = EXCLUDED.answer_text, marked_as = EXCLUDED.marked_as,
            is_correct = EXCLUDED.is_correct, score = EXCLUDED.score, updated_at = EXCLUDED.updated_at
      RETURNING id, question_id, option_id, answer_text, feedback
    )
    SELECT g.*, ins.*, ins.id IS NOT NULL AS saved FROM g LEFT JOIN ins ON true`);
  if (!g?.saved) throw refusal(g, actor.id, text, optionId, now);
  // Correctness stays hidden until the attempt is checked or finished (present.ts).
  return {
    message: M.attemptAnswerRegistered,
    data: {
      id: g.id!,
      question_id: g.question_id!,
      option_id: g.option_id ?? null,
      answer_text: g.answer_text ?? null,
      is_correct: null,
      score: null,
      feedback: null,
    },
  };
}

/** Why the guarded upsert wrote nothing, in the order a learner should hear it. */
function refusal(g: Guard | undefined, actorId: number, text: string | null, optionId: number | null, now: Date) {
  // Another learner's attempt is not theirs to know about (staff included: nobody answers for another).
  if (!g || g.user_id !== actorId) return appError('ATTEMPT_NOT_FOUND');
  if (g.status === 'finished') return appError('ATTEMPT_FINISHED');
  if (g.checked_at) return appError('ATTEMPT_CHECKED');
  const deadline = deadlineOf(g.started_at, g.time_limit_minutes);
  if (deadline && deadline < now) return appError('ATTEMPT_TIME_OVER');
  if (!g.question_type) return appError('ATTEMPT_QUESTION_NOT_IN_QUIZ');
  if (g.question_type === 'descriptive') return appError(text ? 'ATTEMPT_OPTION_NOT_IN_QUESTION' : 'ATTEMPT_TEXT_REQUIRED');
  return appError(optionId === null ? 'ATTEMPT_OPTION_REQUIRED' : 'ATTEMPT_OPTION_NOT_IN_QUESTION');
}
