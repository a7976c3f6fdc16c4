import { z } from 'zod';
import { idBodySchema, idSchema } from '../common/http.ts';
import { questionDraftSchema } from '../questions/draft.ts';
import { IMPORT_LIMITS } from './format.ts';

/** A draft that passes the rules between fields, for the document (and the schema-driven fuzz). */
const DRAFT_EXAMPLE = {
  title: 'Fotossíntese',
  text: 'Explique o que é a fotossíntese.',
  type: 'descriptive',
  answer: 'Produção de glicose a partir de luz, água e gás carbônico.',
  options: [],
  feedbacks: [{ text: 'Cite luz, água e gás carbônico.' }],
};

export const QUESTION_IMPORT_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/** A question as read from the file (before validation `type` is whatever the teacher wrote). */
export const importedQuestionSchema = z
  .object({
    title: z.string(),
    text: z.string(),
    type: z.string(),
    answer: z.string().nullable(),
    options: z.array(z.object({ text: z.string(), correct_answer: z.boolean() })),
    feedbacks: z.array(z.object({ text: z.string() })),
  })
  .meta({ id: 'ImportedQuestion' });

export const importErrorsSchema = z
  .object({
    title: z.string().optional(),
    text: z.string().optional(),
    type: z.string().optional(),
    answer: z.string().optional(),
    options: z.string().optional(),
    feedbacks: z.string().optional(),
  })
  .meta({ id: 'ImportErrors', description: 'One pt-BR message per field of the question' });

/** One question of a checked file: `index` is its position in the file (1-based). */
export const importItemSchema = z
  .object({
    index: z.number().int(),
    question: importedQuestionSchema,
    errors: importErrorsSchema.nullable(),
    /** The created question, once imported (directly or after a fix). */
    question_id: z.number().int().nullable(),
  })
  .meta({ id: 'QuestionImportItem' });
export type ImportItem = z.infer<typeof importItemSchema>;

export const questionImportSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(QUESTION_IMPORT_STATUSES),
    /** 0..100: the worker's progress through the file. */
    progress: z.number().int(),
    file_name: z.string(),
    discipline_id: z.number().int(),
    total: z.number().int(),
    imported_count: z.number().int(),
    /** Why a failed check failed (pt-BR). */
    error: z.string().nullable(),
    /** Valid questions (imported or waiting to be). */
    valid: z.array(importItemSchema),
    /** Questions with errors, still to be fixed; a fixed one moves to `valid`. */
    invalid: z.array(importItemSchema),
  })
  .meta({ id: 'QuestionImport' });
export type QuestionImport = z.infer<typeof questionImportSchema>;
export const questionImportResponseSchema = z.object({ data: questionImportSchema });

/** POST /quizzes/file/check: multipart `file` (.docx or .csv) and `discipline_id`. */
export const checkQuestionFileBodySchema = z.object({ discipline_id: idSchema }).meta({ id: 'CheckQuestionFileBody' });
export const checkQuestionFileResponseSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number().int(), status: z.enum(QUESTION_IMPORT_STATUSES) }),
});

export const importParamsSchema = z.object({ id: idSchema });

/** POST /quizzes/file/fix: the corrected question of one invalid item. */
export const fixImportedQuestionBodySchema = z
  .object({
    import_id: idBodySchema,
    index: z.number().int().min(1).max(IMPORT_LIMITS.questionsMax),
    question: questionDraftSchema.meta({ examples: [DRAFT_EXAMPLE] }),
  })
  .meta({ id: 'FixImportedQuestionBody' });
export type FixImportedQuestionBody = z.infer<typeof fixImportedQuestionBodySchema>;
export const fixImportedQuestionResponseSchema = z.object({
  message: z.string(),
  data: z.object({ question_id: z.number().int(), imported_count: z.number().int(), invalid_count: z.number().int() }),
});

/** POST /quizzes/file/import: the valid questions to create; without `indexes`, all of them ("select all"). */
export const importQuestionsBodySchema = z
  .object({
    import_id: idBodySchema,
    indexes: z.array(z.number().int().min(1).max(IMPORT_LIMITS.questionsMax)).max(IMPORT_LIMITS.questionsMax).optional(),
  })
  .meta({ id: 'ImportQuestionsBody' });
export type ImportQuestionsBody = z.infer<typeof importQuestionsBodySchema>;
export const importQuestionsResponseSchema = z.object({
  message: z.string(),
  data: z.object({ created: z.array(z.number().int()), imported_count: z.number().int() }),
});

/** POST /quizzes/many: drafts created together, all or none. */
export const createManyQuestionsBodySchema = z
  .object({
    questions: z
      .array(questionDraftSchema)
      .min(1)
      .max(IMPORT_LIMITS.manyMax)
      .meta({ examples: [[DRAFT_EXAMPLE]] }),
  })
  .meta({ id: 'CreateManyQuestionsBody' });
export type CreateManyQuestionsBody = z.infer<typeof createManyQuestionsBodySchema>;
export const createManyQuestionsResponseSchema = z.object({
  message: z.string(),
  data: z.object({ ids: z.array(z.number().int()) }),
});

/** POST /quizzes/export/docs: the questions to export, in this order. */
export const exportQuestionsBodySchema = z
  .object({ ids: z.array(idBodySchema).min(1).max(IMPORT_LIMITS.exportMax) })
  .meta({ id: 'ExportQuestionsBody' });

export const IMPORT_FORMATS = ['docx', 'csv'] as const;
export const templateQuerySchema = z.object({ format: z.enum(IMPORT_FORMATS).default('docx') });
