import {
  aiFeaturesResponseSchema,
  aiJobMessageResponseSchema,
  aiJobResponseSchema,
  type GenerateQuestionsBody,
} from '@trilha/shared/ai';
import { request } from '../../lib/api.ts';

export const generateQuestions = (body: GenerateQuestionsBody) =>
  request('/quizzes/generate', { method: 'POST', body, schema: aiJobMessageResponseSchema }).then((r) => r.data);

export const getAiJob = (id: number, signal?: AbortSignal) =>
  request(`/ai/jobs/${id}`, { schema: aiJobResponseSchema, signal }).then((r) => r.data);

export const cancelAiJob = (id: number) =>
  request(`/ai/jobs/${id}/cancel`, { method: 'POST', schema: aiJobMessageResponseSchema }).then((r) => r.data);

/** The company's AI flags; asked only by someone who may use them (the action shows only when on). */
export const getAiFeatures = (signal?: AbortSignal) =>
  request('/ai/features', { schema: aiFeaturesResponseSchema, signal }).then((r) => r.data);
