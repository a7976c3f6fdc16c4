import { GRADES } from '@trilha/shared';
import { ATTEMPT_MESSAGES as M, type AnswerAttemptBody, type AnswerAttemptResponse } from '@trilha/shared/attempts';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { appError } from '../../http/app-error.ts';
import { deadlineOf } from './load.ts';

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
 * POST /attempts/{id}/answer, the hot path of a quiz (bench/quiz-start.bench.ts): one guard read
 * that locks the attempt row FOR SHARE (so a concurrent finish waits and no answer lands after it)
 * and one upsert on (attempt_id, question_id), in one transaction. Only the attempt's learner
 * answers, until it is checked or finished and before its time limit. Choice and true-or-false
 * answers are graded as they land (check re-grades against the options of that moment).
 */
export async function answerAttempt(
  deps: AppDeps,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: AnswerAttemptBody,
): Promise<AnswerAttemptResponse> {
  const companyId = tenant.companyId;
  const optionId = body.option_id ?? null;
  const row = await deps.db.$transaction(async (tx) => {
    const [g] = await tx.$queryRaw<Guard[]>(Prisma.sql`
      SELECT a.user_id, a.status::text AS status, a.started_at, a.checked_at, s.time_limit_minutes,
             q.type::text AS question_type, o.id IS NOT NULL AS option_found, o.correct_answer AS option_correct
        FROM attempts a
        LEFT JOIN material_item_settings s ON s.company_id = a.company_id AND s.material_item_id = a.material_item_id
        LEFT JOIN material_item_questions l
          ON l.company_id = a.company_id AND l.material_item_id = a.material_item_id AND l.question_id = ${body.question_id}
        LEFT JOIN questions q ON q.company_id = a.company_id AND q.id = l.question_id
        LEFT JOIN question_options o ON o.company_id = a.company_id AND o.question_id = l.question_id AND o.id = ${optionId}
       WHERE a.company_id = ${companyId} AND a.id = ${id}
       FOR SHARE OF a`);
    // Another learner's attempt is not theirs to know about (staff included: they do not answer for others).
    if (!g || g.user_id !== actor.id) throw appError('ATTEMPT_NOT_FOUND');
    if (g.status === 'finished') throw appError('ATTEMPT_FINISHED');
    if (g.checked_at) throw appError('ATTEMPT_CHECKED');
    const deadline = deadlineOf(g.started_at, g.time_limit_minutes);
    if (deadline && deadline < new Date()) throw appError('ATTEMPT_TIME_OVER');
    if (!g.question_type) throw appError('ATTEMPT_QUESTION_NOT_IN_QUIZ');
    let text: string | null = null;
    let isCorrect: boolean | null = null;
    let score: number | null = null;
    if (g.question_type === 'descriptive') {
      text = body.answer_text?.trim() ?? '';
      if (!text) throw appError('ATTEMPT_TEXT_REQUIRED');
      if (optionId !== null) throw appError('ATTEMPT_OPTION_NOT_IN_QUESTION');
    } else {
      if (optionId === null) throw appError('ATTEMPT_OPTION_REQUIRED');
      if (!g.option_found) throw appError('ATTEMPT_OPTION_NOT_IN_QUESTION');
      isCorrect = g.option_correct === true;
      score = isCorrect ? GRADES.max : 0;
    }
    const [saved] = await tx.$queryRaw<AnswerRow[]>(Prisma.sql`
      INSERT INTO attempt_answers (company_id, attempt_id, question_id, option_id, answer_text, marked_as, is_correct, score, created_at, updated_at)
      VALUES (${companyId}, ${id}, ${body.question_id}, ${optionId}, ${text}, ${body.marked_as ?? null}, ${isCorrect}, ${score}, now(), now())
      ON CONFLICT (attempt_id, question_id) DO UPDATE
        SET option_id = EXCLUDED.option_id, answer_text = EXCLUDED.answer_text, marked_as = EXCLUDED.marked_as,
            is_correct = EXCLUDED.is_correct, score = EXCLUDED.score, updated_at = now()
      RETURNING id, question_id, option_id, answer_text, feedback`);
    return saved!;
  });
  // Correctness stays hidden until the attempt is checked or finished (present.ts).
  return {
    message: M.attemptAnswerRegistered,
    data: {
      id: row.id,
      question_id: row.question_id,
      option_id: row.option_id,
      answer_text: row.answer_text,
      is_correct: null,
      score: null,
      feedback: null,
    },
  };
}
