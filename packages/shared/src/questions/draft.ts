import { z } from 'zod';
import { idBodySchema } from '../common/http.ts';
import { NON_BLANK } from '../common/formats.ts';
import { QUESTION_MESSAGES as M } from './messages.ts';

// A question as written by hand in bulk (POST /quizzes/many), read from an imported .docx/.csv
// (/quizzes/file/check, /file/fix, /file/import) or produced by generation: the text fields of a
// question with its options and feedbacks, without images (those come one at a time, multipart,
// through POST /quizzes and /question-options). One shape, so a question that passes the importer
// is exactly one the bank accepts. Rules between fields (docs/assessment.md "Questions"):
// - descriptive: no options; `answer` is the expected answer staff grade against (optional);
// - choice: 2..QUESTION_LIMITS.optionsMax options, at least one correct;
// - true-or-false: exactly two options, exactly one correct.

export const QUESTION_TYPES = ['descriptive', 'choice', 'true-or-false'] as const;
export const questionTypeSchema = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof questionTypeSchema>;

export const QUESTION_LIMITS = {
  titleMax: 255,
  textMax: 10_000,
  answerMax: 10_000,
  optionsMax: 10,
  optionTextMax: 2_000,
  feedbacksMax: 5,
  feedbackTextMax: 5_000,
} as const;

const text = (max: number) => z.string().trim().min(1, { error: M.questionFieldRequired }).max(max).meta(NON_BLANK);

export const questionOptionDraftSchema = z.object({
  text: text(QUESTION_LIMITS.optionTextMax),
  correct_answer: z.boolean(),
});
export const questionFeedbackDraftSchema = z.object({ text: text(QUESTION_LIMITS.feedbackTextMax) });

export const questionDraftFieldsSchema = z.object({
  title: text(QUESTION_LIMITS.titleMax),
  text: text(QUESTION_LIMITS.textMax),
  type: questionTypeSchema,
  discipline_id: idBodySchema.nullish(),
  topic_id: idBodySchema.nullish(),
  answer: z.string().trim().max(QUESTION_LIMITS.answerMax).nullish(),
  options: z.array(questionOptionDraftSchema).max(QUESTION_LIMITS.optionsMax).default([]),
  feedbacks: z.array(questionFeedbackDraftSchema).max(QUESTION_LIMITS.feedbacksMax).default([]),
});

type DraftFields = z.infer<typeof questionDraftFieldsSchema>;

/** The rules between type and options, each reported on the field it concerns (the import lists them per field). */
export function checkQuestionOptions(q: Pick<DraftFields, 'type' | 'options'>, ctx: z.RefinementCtx): void {
  const correct = q.options.filter((o) => o.correct_answer).length;
  const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['options'], message });
  if (q.type === 'descriptive' && q.options.length > 0) issue(M.questionDescriptiveNoOptions);
  if (q.type === 'choice' && q.options.length < 2) issue(M.questionChoiceOptions);
  else if (q.type === 'choice' && correct < 1) issue(M.questionChoiceCorrect);
  if (q.type === 'true-or-false' && (q.options.length !== 2 || correct !== 1)) issue(M.questionTrueFalseOptions);
}

export const questionDraftSchema = questionDraftFieldsSchema
  .superRefine(checkQuestionOptions)
  .meta({ description: 'choice: 2-10 options, one or more correct; true-or-false: two options, one correct; descriptive: none' });
export type QuestionDraft = z.infer<typeof questionDraftSchema>;
export type QuestionDraftInput = z.input<typeof questionDraftSchema>;
