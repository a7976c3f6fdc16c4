import { z } from 'zod';
import { idBodySchema, idSchema } from '../common/http.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';
import { GRADES, TEXT_MAX } from '../constants.ts';
import { userTypeSchema } from '../common/roles.ts';
import { questionTypeSchema } from '../questions/draft.ts';

// Quiz attempts (docs/assessment.md "Quizzes and attempts"). Scores are on the grade scale
// (GRADES: 0..10, one decimal): an answer scores 0..10 (choice and true-or-false: 10 right, 0
// wrong; descriptive: staff's score), the attempt is the mean over the quiz's questions.

export const ATTEMPT_STATUSES = ['started', 'finished'] as const;
export const attemptStatusSchema = z.enum(ATTEMPT_STATUSES);
/** Attempts of an item, a page at a time (the spec gives no size: the users list's 30). */
export const ATTEMPTS_PAGE_SIZE = 30;
export const ATTEMPT_LIMITS = { answerTextMax: 10_000, feedbackMax: 5_000 } as const;

// Rounded to the scale (toGradeScale) on write, so 7.25 is stored 7.3.
const scoreSchema = z.number().min(0).max(GRADES.max);

export const attemptSchema = z
  .object({
    id: z.number().int(),
    material_item_id: z.number().int(),
    discipline_id: z.number().int(),
    user_id: z.number().int(),
    status: attemptStatusSchema,
    started_at: z.string(),
    finished_at: z.string().nullable(),
    deadline_at: z.string().nullable().describe('started_at + the time limit; answers after it are refused.'),
    checked: z.boolean().describe('Every answer is corrected (automatically, or by staff for descriptive ones).'),
    checked_at: z.string().nullable(),
    score: z.number().nullable().describe('0..10; null until revealed to the caller or while answers wait for staff.'),
    feedback: z.string().nullable(),
    answered: z.number().int(),
    total_questions: z.number().int(),
    preview: z
      .boolean()
      .describe(
        "A staff member's try: graded for them, but no grade, progress or points follow, and the gradebook leaves it out.",
      ),
  })
  .meta({ id: 'Attempt' });
export type Attempt = z.infer<typeof attemptSchema>;

export const attemptOptionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  image: z.string().nullable(),
  correct_answer: z.boolean().nullable().describe('Only when correct answers may be shown to the caller.'),
});
export const attemptAnswerSchema = z.object({
  id: z.number().int(),
  question_id: z.number().int(),
  option_id: z.number().int().nullable(),
  answer_text: z.string().nullable(),
  is_correct: z.boolean().nullable(),
  score: z.number().nullable(),
  feedback: z.string().nullable(),
});
export type AttemptAnswer = z.infer<typeof attemptAnswerSchema>;

export const attemptQuestionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  type: questionTypeSchema,
  options: z.array(attemptOptionSchema),
  feedbacks: z.array(z.object({ id: z.number().int(), text: z.string(), image: z.string().nullable() })).nullable(),
  answer: attemptAnswerSchema.nullable(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

export const attemptRulesSchema = z.object({
  max_attempts: z.number().int().nullable(),
  time_limit_minutes: z.number().int().nullable(),
  allow_feedback: z.boolean(),
  show_correct_answers: z.boolean(),
  revealed: z.boolean().describe('Correctness and feedbacks are shown to this caller now.'),
});

export const attemptDetailSchema = attemptSchema
  .extend({
    user: z.object({ id: z.number().int(), name: z.string() }),
    item: z.object({ id: z.number().int(), title: z.string(), material_id: z.number().int() }),
    rules: attemptRulesSchema,
    questions: z.array(attemptQuestionSchema),
  })
  .meta({ id: 'AttemptDetail' });
export type AttemptDetail = z.infer<typeof attemptDetailSchema>;

export const attemptResponseSchema = z.object({ message: z.string(), data: attemptDetailSchema }).meta({ id: 'AttemptResponse' });
export type AttemptResponse = z.infer<typeof attemptResponseSchema>;

/** POST /attempts/start (000 §7). */
export const startAttemptBodySchema = z
  .object({
    material_item_id: idBodySchema,
    user_id: idBodySchema.describe("The caller's own id (attempts are taken for oneself)."),
  })
  .meta({ id: 'StartAttemptBody' });
export type StartAttemptBody = z.infer<typeof startAttemptBodySchema>;

export const startAttemptResponseSchema = z
  .object({ message: z.string(), created: z.boolean(), data: attemptSchema })
  .meta({ id: 'StartAttemptResponse' });
export type StartAttemptResponse = z.infer<typeof startAttemptResponseSchema>;

/** POST /attempts/{id}/answer: one answer per question, sending again replaces it. */
export const answerAttemptBodySchema = z
  .object({
    question_id: idBodySchema,
    option_id: idBodySchema.nullish().describe('Choice and true-or-false questions.'),
    answer_text: z.string().max(ATTEMPT_LIMITS.answerTextMax).nullish().describe('Descriptive questions.'),
    marked_as: z.enum(['review']).nullish().describe("The learner's own flag (come back to it)."),
  })
  .meta({ id: 'AnswerAttemptBody' });
export type AnswerAttemptBody = z.infer<typeof answerAttemptBodySchema>;

export const answerAttemptResponseSchema = z
  .object({ message: z.string(), data: attemptAnswerSchema })
  .meta({ id: 'AnswerAttemptResponse' });
export type AnswerAttemptResponse = z.infer<typeof answerAttemptResponseSchema>;

/** PUT /attempts/{id}/feedback (staff): scores and comments of answers, and an overall comment. */
export const attemptFeedbackBodySchema = z
  .object({
    answers: z
      .array(
        z.object({
          answer_id: idBodySchema,
          score: scoreSchema.nullish().describe('0..10, one decimal.'),
          feedback: z.string().trim().max(ATTEMPT_LIMITS.feedbackMax).nullish(),
        }),
      )
      .max(500)
      .default([]),
    feedback: z.string().trim().max(ATTEMPT_LIMITS.feedbackMax).nullish(),
  })
  .meta({ id: 'AttemptFeedbackBody' });
export type AttemptFeedbackBody = z.input<typeof attemptFeedbackBodySchema>;

/** GET /material-items/{id}/attempts (000 §7: name, user_id, status, role). */
export const listItemAttemptsQuerySchema = paginationQuery(ATTEMPTS_PAGE_SIZE).extend({
  status: attemptStatusSchema.optional(),
  user_id: idSchema.optional(),
  name: z.string().trim().max(TEXT_MAX).optional().describe("Part of the learner's name (case-insensitive)."),
  role: userTypeSchema.optional().describe("The learner's role in the platform (user type)."),
});
export type ListItemAttemptsQuery = z.infer<typeof listItemAttemptsQuerySchema>;

export const itemAttemptRowSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    name: z.string(),
    role: z.string().describe("The learner's role in the platform (user type)."),
    status: attemptStatusSchema,
    started_at: z.string(),
    finished_at: z.string().nullable(),
    checked: z.boolean(),
    score: z.number().nullable(),
    pending: z.number().int().describe('Descriptive answers still waiting for a score.'),
    preview: z.boolean().describe("A staff member's try (no grade, progress or points)."),
  })
  .meta({ id: 'ItemAttemptRow' });
export type ItemAttemptRow = z.infer<typeof itemAttemptRowSchema>;
export const itemAttemptPageSchema = paginated(itemAttemptRowSchema).meta({ id: 'ItemAttemptPage' });
export type ItemAttemptPage = z.infer<typeof itemAttemptPageSchema>;

export const finishAttemptResponseSchema = z
  .object({
    message: z.string(),
    data: attemptDetailSchema,
    points: z.number().int(),
    material_progress: z.number(),
    discipline_progress: z.number(),
  })
  .meta({ id: 'FinishAttemptResponse' });
export type FinishAttemptResponse = z.infer<typeof finishAttemptResponseSchema>;
