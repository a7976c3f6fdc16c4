import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkResultSchema, errorResponseSchema, messageResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  QUESTION_MESSAGES as M,
  createQuestionBodySchema,
  createQuestionFeedbackBodySchema,
  createQuestionOptionBodySchema,
  deleteQuestionsBodySchema,
  listByQuestionQuerySchema,
  listQuestionsQuerySchema,
  questionFeedbackListSchema,
  questionFeedbackMessageResponseSchema,
  questionFeedbackResponseSchema,
  questionMessageResponseSchema,
  questionOptionListSchema,
  questionOptionMessageResponseSchema,
  questionOptionResponseSchema,
  questionPageSchema,
  questionResponseSchema,
  removeQuizBodySchema,
  removeQuizResponseSchema,
  updateQuestionBodySchema,
  updateQuestionFeedbackBodySchema,
  updateQuestionOptionBodySchema,
} from '@trilha/shared/questions';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { formInput } from '../../http/form-input.ts';
import { createQuestion, deleteQuestion, deleteQuestions, getQuestion, listQuestions, updateQuestion } from './questions.ts';
import {
  createQuestionOption,
  deleteQuestionOption,
  getQuestionOption,
  listQuestionOptions,
  updateQuestionOption,
} from './options.ts';
import {
  createQuestionFeedback,
  deleteQuestionFeedback,
  getQuestionFeedback,
  listQuestionFeedbacks,
  updateQuestionFeedback,
} from './feedbacks.ts';
import { removeQuizFromItem } from './remove-quiz.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const security = [{ bearer: [] }];
const read = { access: { permission: 'questions:read' } } as const;
const manage = { access: { permission: 'questions:manage' } } as const;
const withImage = { access: { permission: 'questions:manage' }, multipart: { file: 'image', bodyFields: true } } as const;
const FORM =
  'JSON, or multipart/form-data with the same fields as text (options and feedbacks as JSON arrays) and the image as file field `image` (PNG/JPEG/WEBP by content, max 2 MB).';

export const questionRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['questions'];
    app.get('/quizzes', {
      config: read,
      schema: {
        tags,
        security,
        summary: 'The question bank the caller may read: newest id first, 30 a page',
        description:
          'search: title or text; discipline_id; material_item_id: the questions of that quiz item; type; ' +
          'allow_feedback: true = questions that have feedbacks, false = without; sort: newest | oldest (by id) | title.',
        querystring: listQuestionsQuerySchema,
        response: { 200: questionPageSchema, ...errors },
      },
      handler: (req) => listQuestions(deps, requireTenant(req), requireActor(req), req.query),
    });

    app.post('/quizzes', {
      config: withImage,
      schema: {
        tags,
        security,
        summary: 'Create a question with its options and feedbacks (and an image)',
        description: FORM,
        body: createQuestionBodySchema.nullish(),
        response: { 201: questionMessageResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await createQuestion(
          deps,
          requireTenant(req),
          requireActor(req),
          formInput(req, deps, requireTenant(req)),
          req.body,
        );
        return reply.status(201).send({ message: M.questionCreated, data });
      },
    });

    app.post('/quizzes/deleteMany', {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Delete many questions: those linked to a quiz item (or not the caller’s to change) are listed as failed',
        body: deleteQuestionsBodySchema,
        response: { 200: bulkResultSchema, ...errors },
      },
      handler: (req) => deleteQuestions(deps, requireTenant(req), requireActor(req), req.body.ids),
    });

    app.get('/quizzes/:id', {
      config: read,
      schema: {
        tags,
        security,
        summary: 'A question with its options (correct answers included), feedbacks and the quiz items that hold it',
        params: numericIdParamsSchema,
        response: { 200: questionResponseSchema, ...errors },
      },
      handler: async (req) => ({ data: await getQuestion(deps, requireActor(req), req.params.id) }),
    });

    app.post('/quizzes/:id/update', {
      config: withImage,
      schema: {
        tags,
        security,
        summary: 'Update a question; options/feedbacks, when sent, replace the sets (entries with an id are kept)',
        description: `${FORM} remove_image drops the image.`,
        params: numericIdParamsSchema,
        body: updateQuestionBodySchema.nullish(),
        response: { 200: questionMessageResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.questionUpdated,
        data: await updateQuestion(
          deps,
          requireTenant(req),
          requireActor(req),
          req.params.id,
          formInput(req, deps, requireTenant(req)),
          req.body,
        ),
      }),
    });

    app.delete('/quizzes/:id', {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Delete a question (refused while a quiz item holds it)',
        params: numericIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: async (req) => {
        await deleteQuestion(deps, requireTenant(req), requireActor(req), req.params.id);
        return { message: M.questionDeleted };
      },
    });

    const optionTags = ['question-options'];
    app.get('/question-options', {
      config: read,
      schema: {
        tags: optionTags,
        security,
        summary: "A question's options, in order",
        querystring: listByQuestionQuerySchema,
        response: { 200: questionOptionListSchema, ...errors },
      },
      handler: async (req) => ({ data: await listQuestionOptions(deps, requireActor(req), req.query.quiz_id) }),
    });
    app.post('/question-options', {
      config: withImage,
      schema: {
        tags: optionTags,
        security,
        summary: 'Add an option to a choice question (true-or-false keeps its two; descriptive has none)',
        description: 'JSON, or multipart/form-data with the image as file field `image`.',
        body: createQuestionOptionBodySchema.nullish(),
        response: { 201: questionOptionMessageResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await createQuestionOption(
          deps,
          requireTenant(req),
          requireActor(req),
          formInput(req, deps, requireTenant(req)),
          req.body,
        );
        return reply.status(201).send({ message: M.questionOptionCreated, data });
      },
    });
    app.get('/question-options/:id', {
      config: read,
      schema: {
        tags: optionTags,
        security,
        summary: 'An option',
        params: numericIdParamsSchema,
        response: { 200: questionOptionResponseSchema, ...errors },
      },
      handler: async (req) => ({ data: await getQuestionOption(deps, requireActor(req), req.params.id) }),
    });
    app.post('/question-options/:id/update', {
      config: withImage,
      schema: {
        tags: optionTags,
        security,
        summary: 'Update an option; marking a true-or-false option correct unmarks the other',
        description: 'JSON, or multipart/form-data with the image as file field `image`; remove_image drops it.',
        params: numericIdParamsSchema,
        body: updateQuestionOptionBodySchema.nullish(),
        response: { 200: questionOptionMessageResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.questionOptionUpdated,
        data: await updateQuestionOption(
          deps,
          requireTenant(req),
          requireActor(req),
          req.params.id,
          formInput(req, deps, requireTenant(req)),
          req.body,
        ),
      }),
    });
    app.delete('/question-options/:id', {
      config: manage,
      schema: {
        tags: optionTags,
        security,
        summary: "Delete an option, unless the question's type rules would break",
        params: numericIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: async (req) => {
        await deleteQuestionOption(deps, requireTenant(req), requireActor(req), req.params.id);
        return { message: M.questionOptionDeleted };
      },
    });

    const feedbackTags = ['feedbacks'];
    app.get('/feedbacks', {
      config: read,
      schema: {
        tags: feedbackTags,
        security,
        summary: "A question's feedbacks",
        querystring: listByQuestionQuerySchema,
        response: { 200: questionFeedbackListSchema, ...errors },
      },
      handler: async (req) => ({ data: await listQuestionFeedbacks(deps, requireActor(req), req.query.quiz_id) }),
    });
    app.post('/feedbacks', {
      config: withImage,
      schema: {
        tags: feedbackTags,
        security,
        summary: 'Add a feedback to a question (at most 5)',
        description: 'JSON, or multipart/form-data with the image as file field `image`.',
        body: createQuestionFeedbackBodySchema.nullish(),
        response: { 201: questionFeedbackMessageResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await createQuestionFeedback(
          deps,
          requireTenant(req),
          requireActor(req),
          formInput(req, deps, requireTenant(req)),
          req.body,
        );
        return reply.status(201).send({ message: M.questionFeedbackCreated, data });
      },
    });
    app.get('/feedbacks/:id', {
      config: read,
      schema: {
        tags: feedbackTags,
        security,
        summary: 'A feedback',
        params: numericIdParamsSchema,
        response: { 200: questionFeedbackResponseSchema, ...errors },
      },
      handler: async (req) => ({ data: await getQuestionFeedback(deps, requireActor(req), req.params.id) }),
    });
    app.post('/feedbacks/:id/update', {
      config: withImage,
      schema: {
        tags: feedbackTags,
        security,
        summary: 'Update a feedback',
        description: 'JSON, or multipart/form-data with the image as file field `image`; remove_image drops it.',
        params: numericIdParamsSchema,
        body: updateQuestionFeedbackBodySchema.nullish(),
        response: { 200: questionFeedbackMessageResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.questionFeedbackUpdated,
        data: await updateQuestionFeedback(
          deps,
          requireTenant(req),
          requireActor(req),
          req.params.id,
          formInput(req, deps, requireTenant(req)),
          req.body,
        ),
      }),
    });
    app.delete('/feedbacks/:id', {
      config: manage,
      schema: {
        tags: feedbackTags,
        security,
        summary: 'Delete a feedback',
        params: numericIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: async (req) => {
        await deleteQuestionFeedback(deps, requireActor(req), req.params.id);
        return { message: M.questionFeedbackDeleted };
      },
    });

    app.post('/material-items/:id/remove-quiz', {
      config: manage,
      schema: {
        tags: ['material-items'],
        security,
        summary: 'Take one question out of a quiz item (it stays in the bank; the item keeps at least one)',
        params: numericIdParamsSchema,
        body: removeQuizBodySchema,
        response: { 200: removeQuizResponseSchema, ...errors },
      },
      handler: (req) => removeQuizFromItem(deps, requireTenant(req), requireActor(req), req.params.id, req.body.quiz_id),
    });
  };
