import { z } from 'zod';
import { idBodySchema, idSchema } from '../common/http.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';
import { flagSchema, NON_BLANK } from '../common/formats.ts';
import { PAGE_SIZE } from '../constants.ts';
import { QUESTION_MESSAGES as M } from './messages.ts';
import { QUESTION_LIMITS, questionDraftFieldsSchema, questionTypeSchema, checkQuestionOptions } from './draft.ts';

// Shapes of the question bank's routes (docs/assessment.md "Questions"). A question is created
// with its options and feedbacks in one body (questionDraftSchema's rules between type and
// options hold from the start); the option routes then keep those rules after every change.

const text = (max: number) => z.string().trim().min(1, { error: M.questionFieldRequired }).max(max).meta(NON_BLANK);

export const questionOptionSchema = z
  .object({
    id: z.number().int(),
    quiz_id: z.number().int(),
    text: z.string(),
    image: z.string().nullable(),
    correct_answer: z.boolean(),
    position: z.number().int(),
  })
  .meta({ id: 'QuestionOption' });
export type QuestionOption = z.infer<typeof questionOptionSchema>;

export const questionFeedbackSchema = z
  .object({ id: z.number().int(), quiz_id: z.number().int(), text: z.string(), image: z.string().nullable() })
  .meta({ id: 'QuestionFeedback' });
export type QuestionFeedback = z.infer<typeof questionFeedbackSchema>;

export const questionSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    text: z.string(),
    type: questionTypeSchema,
    image: z.string().nullable(),
    answer: z.string().nullable(),
    discipline_id: z.number().int().nullable(),
    topic_id: z.number().int().nullable(),
    author_id: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    options: z.array(questionOptionSchema),
    feedbacks: z.array(questionFeedbackSchema),
    /** Linked to at least one quiz item: it cannot be deleted. */
    linked: z.boolean(),
    material_items_ids: z.array(z.number().int()),
  })
  .meta({ id: 'Question' });
export type Question = z.infer<typeof questionSchema>;

export const questionResponseSchema = z.object({ data: questionSchema });
export const questionMessageResponseSchema = z.object({ message: z.string(), data: questionSchema });

/**
 * POST /quizzes: the draft (title, text, type, discipline_id, topic_id, answer, options,
 * feedbacks). As multipart/form-data the same fields come as text, options and feedbacks as JSON
 * arrays, and the image as file field `image`.
 */
export const createQuestionBodySchema = questionDraftFieldsSchema.superRefine(checkQuestionOptions).meta({
  id: 'CreateQuestionBody',
  description: 'choice: 2-10 options, one or more correct; true-or-false: two options, one correct; descriptive: none',
});
export type CreateQuestionBody = z.infer<typeof createQuestionBodySchema>;

const optionEdit = z.object({
  id: idBodySchema.optional(),
  text: text(QUESTION_LIMITS.optionTextMax),
  correct_answer: z.boolean(),
});
const feedbackEdit = z.object({ id: idBodySchema.optional(), text: text(QUESTION_LIMITS.feedbackTextMax) });

/**
 * POST /quizzes/{id}/update: any field; `options`/`feedbacks`, when sent, are the whole new set
 * (an entry with `id` edits that one, keeping its image; without, a new one; a missing one is
 * removed), checked against the type as a whole. `remove_image` drops the image.
 */
export const updateQuestionBodySchema = z
  .object({
    title: text(QUESTION_LIMITS.titleMax).optional(),
    text: text(QUESTION_LIMITS.textMax).optional(),
    type: questionTypeSchema.optional(),
    discipline_id: idBodySchema.nullish(),
    topic_id: idBodySchema.nullish(),
    answer: z.string().trim().max(QUESTION_LIMITS.answerMax).nullish(),
    remove_image: z.boolean().optional(),
    options: z.array(optionEdit).max(QUESTION_LIMITS.optionsMax).optional(),
    feedbacks: z.array(feedbackEdit).max(QUESTION_LIMITS.feedbacksMax).optional(),
  })
  .meta({ id: 'UpdateQuestionBody' });
export type UpdateQuestionBody = z.infer<typeof updateQuestionBodySchema>;

export const QUESTION_SORTS = ['newest', 'oldest', 'title'] as const;

/**
 * GET /quizzes: newest id first, 30 a page. `search` matches title or text; `allow_feedback`
 * true keeps the questions that have feedbacks (what a quiz shown with feedback can show), false
 * those without; `sort` newest | oldest (by id) | title (A-Z).
 */
export const listQuestionsQuerySchema = paginationQuery(PAGE_SIZE.quizzes).extend({
  search: z.string().trim().max(255).optional(),
  discipline_id: idSchema.optional(),
  material_item_id: idSchema.optional(),
  type: questionTypeSchema.optional(),
  allow_feedback: flagSchema.optional(),
  sort: z.enum(QUESTION_SORTS).default('newest'),
});
export type ListQuestionsQuery = z.infer<typeof listQuestionsQuerySchema>;
export const questionPageSchema = paginated(questionSchema).meta({ id: 'QuestionPage' });
export type QuestionPage = z.infer<typeof questionPageSchema>;

export const deleteQuestionsBodySchema = z
  .object({ ids: z.array(idBodySchema).min(1).max(500) })
  .meta({ id: 'DeleteQuestionsBody' });

/** POST /question-options (JSON, or multipart with the image as file field `image`). */
export const createQuestionOptionBodySchema = z
  .object({
    quiz_id: idBodySchema,
    text: text(QUESTION_LIMITS.optionTextMax),
    correct_answer: flagSchema.default(false),
  })
  .meta({ id: 'CreateQuestionOptionBody' });
export const updateQuestionOptionBodySchema = z
  .object({
    text: text(QUESTION_LIMITS.optionTextMax).optional(),
    correct_answer: flagSchema.optional(),
    remove_image: flagSchema.optional(),
  })
  .meta({ id: 'UpdateQuestionOptionBody' });
export type CreateQuestionOptionBody = z.infer<typeof createQuestionOptionBodySchema>;
export type UpdateQuestionOptionBody = z.infer<typeof updateQuestionOptionBodySchema>;
export const questionOptionResponseSchema = z.object({ data: questionOptionSchema });
export const questionOptionMessageResponseSchema = z.object({ message: z.string(), data: questionOptionSchema });
export const listByQuestionQuerySchema = z.object({ quiz_id: idSchema });
export const questionOptionListSchema = z.object({ data: z.array(questionOptionSchema) });

export const createQuestionFeedbackBodySchema = z
  .object({ quiz_id: idBodySchema, text: text(QUESTION_LIMITS.feedbackTextMax) })
  .meta({ id: 'CreateQuestionFeedbackBody' });
export const updateQuestionFeedbackBodySchema = z
  .object({ text: text(QUESTION_LIMITS.feedbackTextMax).optional(), remove_image: flagSchema.optional() })
  .meta({ id: 'UpdateQuestionFeedbackBody' });
export type CreateQuestionFeedbackBody = z.infer<typeof createQuestionFeedbackBodySchema>;
export type UpdateQuestionFeedbackBody = z.infer<typeof updateQuestionFeedbackBodySchema>;
export const questionFeedbackResponseSchema = z.object({ data: questionFeedbackSchema });
export const questionFeedbackMessageResponseSchema = z.object({ message: z.string(), data: questionFeedbackSchema });
export const questionFeedbackListSchema = z.object({ data: z.array(questionFeedbackSchema) });

/** POST /material-items/{id}/remove-quiz: takes one question out of a quiz item. */
export const removeQuizBodySchema = z.object({ quiz_id: idBodySchema }).meta({ id: 'RemoveQuizBody' });
export const removeQuizResponseSchema = z.object({
  message: z.string(),
  data: z.object({ material_item_id: z.number().int(), quizzes_ids: z.array(z.number().int()) }),
});
