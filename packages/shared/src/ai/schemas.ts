import { z } from 'zod';
import { idBodySchema, idSchema } from '../common/http.ts';
import { AI_LIMITS, AI_JOB_KINDS, AI_JOB_STATUSES, QUESTION_TYPES_GENERATED } from './limits.ts';
import { generatedTopicSchema, proposedCorrectionSchema, syllabusAnalysisSchema } from './model-output.ts';

export const aiJobParamsSchema = z.object({ id: idSchema });

/** POST /quizzes/generate: what to ask the model for, and where the questions will go. */
export const generateQuestionsBodySchema = z
  .object({
    discipline_id: idBodySchema,
    subject: z
      .string()
      .trim()
      .min(3)
      .max(AI_LIMITS.subjectMaxChars)
      .describe('What the questions are about: a topic, a syllabus excerpt, a text to ask about.'),
    amount: z.number().int().min(1).max(AI_LIMITS.questionsMax).default(5),
    types: z
      .array(z.enum(QUESTION_TYPES_GENERATED))
      .min(1)
      .max(QUESTION_TYPES_GENERATED.length)
      .default([...QUESTION_TYPES_GENERATED])
      .describe('Question types to mix; no repeats.'),
  })
  .meta({ id: 'GenerateQuestionsBody' });
export type GenerateQuestionsBody = z.infer<typeof generateQuestionsBodySchema>;

/** POST /discipline-topics/generate: topics proposed for a discipline, from its name, its current topics and an optional hint. */
export const generateTopicsBodySchema = z
  .object({
    discipline_id: idBodySchema,
    amount: z.number().int().min(1).max(AI_LIMITS.topicsMax).default(5),
    subject: z
      .string()
      .trim()
      .max(AI_LIMITS.subjectMaxChars)
      .optional()
      .describe('What to focus on (optional): a syllabus excerpt, the course level, a theme.'),
  })
  .meta({ id: 'GenerateTopicsBody' });
export type GenerateTopicsBody = z.infer<typeof generateTopicsBodySchema>;

/** POST /disciplines/analysis: which discipline's content to analyse. */
export const analyseDisciplineBodySchema = z.object({ discipline_id: idBodySchema }).meta({ id: 'AnalyseDisciplineBody' });
export type AnalyseDisciplineBody = z.infer<typeof analyseDisciplineBodySchema>;

export const aiJobSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(AI_JOB_KINDS),
    status: z.enum(AI_JOB_STATUSES),
    progress: z.number().int().min(0).max(100),
    /** pt-BR: why it failed, or null. */
    message: z.string().nullable(),
    discipline_id: z.number().int().nullable(),
    /** Generated questions: the question import to review them in (GET /quizzes/file/check/{id}). */
    import_id: z.number().int().nullable(),
    /** Generated topics: the proposals, created only when staff accept them (POST /discipline-topics). */
    topics: z.array(generatedTopicSchema).nullable(),
    /** A proposed correction: per descriptive answer, a score and a comment for staff to accept or change (PUT /attempts/{id}/feedback). */
    corrections: z.array(proposedCorrectionSchema).nullable(),
    attempt_id: z.number().int().nullable(),
    /** A syllabus analysis of the discipline (POST /disciplines/analysis). */
    analysis: syllabusAnalysisSchema.nullable(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'AiJob' });
export type AiJob = z.infer<typeof aiJobSchema>;
export const aiJobResponseSchema = z.object({ data: aiJobSchema });
export const aiJobMessageResponseSchema = z.object({ message: z.string(), data: aiJobSchema });

/** The company's endpoint, never its key: only whether one is stored. */
export const aiSettingsSchema = z
  .object({
    base_url: z.string().nullable(),
    model: z.string().nullable(),
    has_api_key: z.boolean(),
  })
  .meta({ id: 'AiSettings' });
export type AiSettings = z.infer<typeof aiSettingsSchema>;
export const aiSettingsResponseSchema = z.object({ data: aiSettingsSchema });
export const aiSettingsMessageResponseSchema = z.object({ message: z.string(), data: aiSettingsSchema });

/**
 * PUT /ai/settings. null clears a field (the platform's endpoint, OPENAI_*, is used again);
 * `api_key` omitted keeps the stored one. The key is stored encrypted and never returned.
 */
export const updateAiSettingsBodySchema = z
  .object({
    base_url: z
      .string()
      .trim()
      .max(500)
      .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/)
      .nullable()
      .optional()
      .describe('An OpenAI-compatible endpoint, e.g. https://api.openai.com/v1 or http://vllm.local:8000/v1'),
    model: z.string().trim().min(1).max(200).nullable().optional(),
    api_key: z.string().trim().min(1).max(500).nullable().optional(),
  })
  .meta({ id: 'UpdateAiSettingsBody' });
export type UpdateAiSettingsBody = z.infer<typeof updateAiSettingsBodySchema>;

/** GET /ai/features: which AI features the company has on (its flags), so screens show only those. */
export const aiFeaturesSchema = z
  .object({ openai_enabled: z.boolean(), smart_question_bank: z.boolean(), topic_generator: z.boolean() })
  .meta({ id: 'AiFeatures' });
export type AiFeatures = z.infer<typeof aiFeaturesSchema>;
export const aiFeaturesResponseSchema = z.object({ data: aiFeaturesSchema });
