import { z } from 'zod';
import { AI_LIMITS, QUESTION_TYPES_GENERATED } from './limits.ts';

/**
 * What the model must answer for a question generation. Loose on purpose where the question
 * import's own validation is stricter (a choice question without a correct option, a title too
 * long): such a question still reaches the review list, marked with what to fix, rather than
 * failing the whole generation. Strict where nothing could be reviewed: the shape itself.
 */
export const generatedQuestionSchema = z
  .object({
    title: z.string(),
    text: z.string(),
    type: z.enum(QUESTION_TYPES_GENERATED),
    answer: z.string().nullable(),
    options: z.array(z.object({ text: z.string(), correct_answer: z.boolean() }).strict()).max(10),
    feedbacks: z.array(z.object({ text: z.string() }).strict()).max(5),
  })
  .strict();
export type GeneratedQuestion = z.infer<typeof generatedQuestionSchema>;

export const generatedQuestionsSchema = z
  .object({ questions: z.array(generatedQuestionSchema).min(1).max(AI_LIMITS.questionsMax) })
  .strict();
export type GeneratedQuestions = z.infer<typeof generatedQuestionsSchema>;

/** A topic the model proposes for a discipline (discipline_topics' title and description). */
export const generatedTopicSchema = z.object({ title: z.string().min(1).max(255), description: z.string().max(2000) }).strict();
export type GeneratedTopic = z.infer<typeof generatedTopicSchema>;
export const generatedTopicsSchema = z.object({ topics: z.array(generatedTopicSchema).min(1).max(AI_LIMITS.topicsMax) }).strict();
export type GeneratedTopics = z.infer<typeof generatedTopicsSchema>;

/** A proposed correction of one descriptive answer: a score on 0..10 and a comment to the learner. */
export const proposedCorrectionSchema = z
  .object({ answer_id: z.number().int(), score: z.number().min(0).max(10), comment: z.string().max(2000) })
  .strict();
export type ProposedCorrection = z.infer<typeof proposedCorrectionSchema>;
export const proposedCorrectionsSchema = z
  .object({ corrections: z.array(proposedCorrectionSchema).min(1).max(AI_LIMITS.correctionAnswersMax) })
  .strict();
export type ProposedCorrections = z.infer<typeof proposedCorrectionsSchema>;

/** A syllabus analysis of a discipline's content, for its staff. */
export const syllabusAnalysisSchema = z
  .object({
    summary: z.string().max(4000),
    strengths: z.array(z.string().max(1000)).max(10),
    gaps: z.array(z.string().max(1000)).max(10),
    suggestions: z.array(z.string().max(1000)).max(10),
  })
  .strict();
export type SyllabusAnalysis = z.infer<typeof syllabusAnalysisSchema>;

/** The name the response format carries. */
export const MODEL_OUTPUTS = {
  questions: 'trilha_questions',
  topics: 'trilha_topics',
  correction: 'trilha_correction',
  analysis: 'trilha_analysis',
} as const;

/**
 * The JSON Schema of a model output, as OpenAI's structured outputs (strict mode) accept it:
 * every property required, no additional ones. Derived from the zod schema (one source of truth).
 */
export function modelJsonSchema(schema: z.ZodType, exactItems?: number): Record<string, unknown> {
  const js = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as Record<string, unknown>;
  delete js.$schema;
  const props = (js.properties ?? {}) as Record<string, Record<string, unknown>>;
  // Asking for exactly N items lets the endpoint (and the stub) know how many we want.
  if (exactItems !== undefined)
    for (const p of Object.values(props))
      if (p.type === 'array') Object.assign(p, { minItems: exactItems, maxItems: exactItems });
  return js;
}
