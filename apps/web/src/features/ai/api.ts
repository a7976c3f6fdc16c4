import {
  aiFeaturesResponseSchema,
  aiJobMessageResponseSchema,
  aiJobResponseSchema,
  type GenerateQuestionsBody,
  type GenerateTopicsBody,
} from '@trilha/shared/ai';
import { disciplineTopicMessageResponseSchema } from '@trilha/shared/discipline-topics';
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

export const generateTopics = (body: GenerateTopicsBody) =>
  request('/discipline-topics/generate', { method: 'POST', body, schema: aiJobMessageResponseSchema }).then((r) => r.data);

/** An accepted proposal becomes a topic through the topics' own route, marked as generated. */
export const createAcceptedTopic = (disciplineId: number, topic: { title: string; description: string }) =>
  request('/discipline-topics', {
    method: 'POST',
    body: { discipline_id: disciplineId, title: topic.title, description: topic.description || null, generated_by_ai: true },
    schema: disciplineTopicMessageResponseSchema,
  });

export const suggestCorrection = (attemptId: number) =>
  request(`/attempts/${attemptId}/ai-correction`, { method: 'POST', schema: aiJobMessageResponseSchema }).then((r) => r.data);

export const analyseDiscipline = (disciplineId: number) =>
  request('/disciplines/analysis', {
    method: 'POST',
    body: { discipline_id: disciplineId },
    schema: aiJobMessageResponseSchema,
  }).then((r) => r.data);
