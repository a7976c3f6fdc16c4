import { GRADES } from '@trilha/shared';
import { Prisma } from '@trilha/db';
import type { TenantTx } from '../../deps.ts';
import { toGradeScale } from '@trilha/shared/grades';

// Scoring (docs/assessment.md "Quizzes and attempts"): each question of the quiz is worth the
// same; an answer scores 0..GRADES.max (choice and true-or-false: max when the chosen option is
// correct, else 0; descriptive: staff's score); the attempt is the mean over all of the quiz's
// questions (an unanswered one counts 0), on the grade scale. While a descriptive answer has no
// score the attempt is pending (score null).

/** Grades the choice and true-or-false answers of an attempt against the options as they are now. */
export async function autoGrade(tx: TenantTx, companyId: number, attemptId: number): Promise<void> {
  await tx.$executeRaw(Prisma.sql`
    UPDATE attempt_answers aa
       SET is_correct = o.correct_answer,
           score = CASE WHEN o.correct_answer THEN ${GRADES.max}::float ELSE 0 END,
           updated_at = now()
      FROM question_options o
     WHERE aa.company_id = ${companyId} AND aa.attempt_id = ${attemptId}
       AND o.company_id = ${companyId} AND o.id = aa.option_id`);
}

export type Tally = { total: number; pending: number; correct: number; score: number | null };

/** The attempt's numbers from its answers: one statement. */
export async function tally(tx: TenantTx, companyId: number, attemptId: number, materialItemId: number): Promise<Tally> {
  const [row] = await tx.$queryRaw<{ total: number; pending: number; correct: number; sum: number }[]>(Prisma.sql`
    SELECT (SELECT count(*)::int FROM material_item_questions l
             WHERE l.company_id = ${companyId} AND l.material_item_id = ${materialItemId}) AS total,
           count(*) FILTER (WHERE q.type = 'descriptive' AND aa.score IS NULL AND aa.answer_text IS NOT NULL)::int AS pending,
           count(*) FILTER (WHERE aa.is_correct)::int AS correct,
           COALESCE(sum(aa.score), 0)::float AS sum
      FROM attempt_answers aa
      JOIN material_item_questions l
        ON l.company_id = aa.company_id AND l.material_item_id = ${materialItemId} AND l.question_id = aa.question_id
      JOIN questions q ON q.company_id = aa.company_id AND q.id = aa.question_id
     WHERE aa.company_id = ${companyId} AND aa.attempt_id = ${attemptId}`);
  const { total = 0, pending = 0, correct = 0, sum = 0 } = row ?? {};
  return { total, pending, correct, score: pending > 0 ? null : total === 0 ? 0 : toGradeScale(sum / total) };
}
