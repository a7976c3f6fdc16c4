import { can } from '@trilha/shared';
import type { Attempt, AttemptDetail } from '@trilha/shared/attempts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { fromDbQuestionType } from '@trilha/shared/questions';
import { deadlineOf, type LoadedAttempt } from '../../kit/load-attempt.ts';
import { optionSeed, stableShuffle } from './shuffle.ts';

// What a caller sees of an attempt (docs/assessment.md "What is revealed when"):
// - staff (attempts:read-any): everything, always;
// - the learner: correctness and the questions' feedbacks once the attempt is checked or finished
//   and the item allows feedback (allow_feedback); the correct options only if it also shows
//   correct answers (show_correct_answers); their score and staff's comments once it is finished.

export type Rules = {
  maxAttempts: number | null;
  timeLimitMinutes: number | null;
  allowFeedback: boolean;
  showCorrectAnswers: boolean;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
};

export const DEFAULT_RULES: Rules = {
  maxAttempts: null,
  timeLimitMinutes: null,
  allowFeedback: true,
  showCorrectAnswers: false,
  shuffleQuestions: false,
  shuffleOptions: false,
};

export async function rulesOf(deps: Pick<AppDeps, 'db'>, materialItemId: number): Promise<Rules> {
  const s = await deps.db.materialItemSettings.findFirst({
    where: { materialItemId },
    select: {
      maxAttempts: true,
      timeLimitMinutes: true,
      allowFeedback: true,
      showCorrectAnswers: true,
      shuffleQuestions: true,
      shuffleOptions: true,
    },
  });
  return s ?? DEFAULT_RULES;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Summary = Pick<
  LoadedAttempt,
  | 'id'
  | 'materialItemId'
  | 'userId'
  | 'status'
  | 'startedAt'
  | 'finishedAt'
  | 'checked'
  | 'checkedAt'
  | 'score'
  | 'feedback'
  | 'preview'
>;

export function attemptView(
  a: Summary,
  o: { disciplineId: number; timeLimitMinutes: number | null; answered: number; total: number; showScore: boolean },
): Attempt {
  return {
    id: a.id,
    material_item_id: a.materialItemId,
    discipline_id: o.disciplineId,
    user_id: a.userId,
    status: a.status,
    started_at: a.startedAt.toISOString(),
    finished_at: iso(a.finishedAt),
    deadline_at: iso(deadlineOf(a.startedAt, o.timeLimitMinutes)),
    checked: a.checked,
    checked_at: iso(a.checkedAt),
    score: o.showScore ? a.score : null,
    feedback: o.showScore ? a.feedback : null,
    answered: o.answered,
    total_questions: o.total,
    preview: a.preview,
  };
}

/** The whole attempt for one caller: its questions (in the attempt's stable order), options and answers. */
export async function attemptDetail(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  attempt: Summary,
  item: { id: number; title: string; materialId: number; disciplineId: number },
): Promise<AttemptDetail> {
  const companyId = tenant.companyId;
  const [rules, links, answers, user] = await Promise.all([
    rulesOf(deps, item.id),
    deps.db.materialItemQuestion.findMany({
      where: { materialItemId: item.id, companyId },
      orderBy: [{ position: 'asc' }, { questionId: 'asc' }],
      select: {
        question: {
          select: {
            id: true,
            title: true,
            text: true,
            image: true,
            type: true,
            options: {
              where: { companyId },
              orderBy: [{ position: 'asc' }, { id: 'asc' }],
              select: { id: true, text: true, image: true, correctAnswer: true },
            },
            feedbacks: { where: { companyId }, orderBy: { id: 'asc' }, select: { id: true, text: true, image: true } },
          },
        },
      },
    }),
    deps.db.attemptAnswer.findMany({ where: { attemptId: attempt.id, companyId } }),
    deps.db.user.findFirst({ where: { id: attempt.userId }, select: { id: true, name: true } }),
  ]);
  const staff = can(actor.type, 'attempts:read-any');
  const finished = attempt.status === 'finished';
  const revealed = staff || (rules.allowFeedback && (finished || attempt.checkedAt !== null));
  const showCorrect = staff || (revealed && rules.showCorrectAnswers);
  const showScore = staff || finished;
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  let questions = links.map((l) => l.question);
  if (rules.shuffleQuestions) questions = stableShuffle(questions, attempt.id);
  return {
    ...attemptView(attempt, {
      disciplineId: item.disciplineId,
      timeLimitMinutes: rules.timeLimitMinutes,
      answered: answers.length,
      total: links.length,
      showScore,
    }),
    user: { id: attempt.userId, name: user?.name ?? '' },
    item: { id: item.id, title: item.title, material_id: item.materialId },
    rules: {
      max_attempts: rules.maxAttempts,
      time_limit_minutes: rules.timeLimitMinutes,
      allow_feedback: rules.allowFeedback,
      show_correct_answers: rules.showCorrectAnswers,
      revealed,
    },
    questions: questions.map((q) => {
      const a = byQuestion.get(q.id);
      const options = rules.shuffleOptions ? stableShuffle(q.options, optionSeed(attempt.id, q.id)) : q.options;
      return {
        id: q.id,
        title: q.title,
        text: q.text,
        image: q.image,
        type: fromDbQuestionType(q.type),
        options: options.map((o) => ({
          id: o.id,
          text: o.text,
          image: o.image,
          correct_answer: showCorrect ? o.correctAnswer : null,
        })),
        feedbacks: revealed ? q.feedbacks : null,
        answer: a
          ? {
              id: a.id,
              question_id: a.questionId,
              option_id: a.optionId,
              answer_text: a.answerText,
              is_correct: revealed ? a.isCorrect : null,
              score: revealed ? a.score : null,
              feedback: showScore ? a.feedback : null,
            }
          : null,
      };
    }),
  };
}
