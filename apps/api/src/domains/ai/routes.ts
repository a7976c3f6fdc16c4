import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@trilha/shared';
import {
  AI_MESSAGES as M,
  aiFeaturesResponseSchema,
  analyseDisciplineBodySchema,
  aiJobMessageResponseSchema,
  aiJobParamsSchema,
  aiJobResponseSchema,
  aiSettingsMessageResponseSchema,
  aiSettingsResponseSchema,
  generateQuestionsBodySchema,
  generateTopicsBodySchema,
  updateAiSettingsBodySchema,
} from '@trilha/shared/ai';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { cancelAiJob, getAiJob } from './ai-jobs.ts';
import { getAiSettings, updateAiSettings } from './ai-settings.ts';
import { generateQuestions } from './generate-questions.ts';
import { generateTopics } from './generate-topics.ts';
import { suggestCorrection } from './suggest-correction.ts';
import { analyseDiscipline } from './analyse-discipline.ts';

const security = [{ bearer: [] }];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

export const aiRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/quizzes/generate', {
      config: { access: { permission: 'ai:generate-questions' } },
      schema: {
        tags: ['quizzes', 'ai'],
        security,
        summary: 'Ask the model for questions of the three types; they land in a question import for review',
        description:
          'Company flags openai_enabled and smart_question_bank (403 when off). 202: the model call is a job (ai.generate); progress and result come live as `.ai.job.updated` on users.{id}, or from GET /ai/jobs/{id}. Once done, `import_id` is a question import (GET /quizzes/file/check/{id}) whose valid questions are imported and invalid ones fixed as any import (docs/ai.md).',
        body: generateQuestionsBodySchema,
        response: { 202: aiJobMessageResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await generateQuestions(deps, requireTenant(req), requireActor(req), req.body);
        return reply.status(202).send({ message: M.aiQuestionsQueued, data });
      },
    });

    app.post('/discipline-topics/generate', {
      config: { access: { permission: 'ai:generate-topics' } },
      schema: {
        tags: ['discipline-topics', 'ai'],
        security,
        summary: 'Ask the model for topics of a discipline; staff accept the ones to create',
        description:
          'Company flags openai_enabled and topic_generator (403 when off); a discipline the caller may manage (its canGenerateTopics). 202: the model call is a job (ai.generate); once done, `topics` on the job (GET /ai/jobs/{id}, `.ai.job.updated`) are proposals: nothing is created until POST /discipline-topics.',
        body: generateTopicsBodySchema,
        response: { 202: aiJobMessageResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await generateTopics(deps, requireTenant(req), requireActor(req), req.body);
        return reply.status(202).send({ message: M.aiTopicsQueued, data });
      },
    });

    app.post('/attempts/:id/ai-correction', {
      config: { access: { permission: 'ai:suggest-correction' } },
      schema: {
        tags: ['attempts', 'ai'],
        security,
        summary: "Ask the model for a proposed score and comment of a finished attempt's descriptive answers",
        description:
          'Company flag openai_enabled (403 when off); whoever may grade the attempt. 202: a job (ai.generate); once done, `corrections` on the job are proposals shown on the grading screen: nothing is written to the attempt until staff save with PUT /attempts/{id}/feedback. 422 when the attempt has no descriptive answer.',
        params: aiJobParamsSchema,
        response: { 202: aiJobMessageResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await suggestCorrection(deps, requireTenant(req), requireActor(req), req.params.id);
        return reply.status(202).send({ message: M.aiCorrectionQueued, data });
      },
    });

    app.post('/disciplines/analysis', {
      config: { access: { permission: 'ai:analyse-discipline' } },
      schema: {
        tags: ['disciplines', 'ai'],
        security,
        summary: "Ask the model for a syllabus analysis of a discipline's content, for its staff",
        description:
          'Company flag openai_enabled (403 when off); a discipline the caller may manage. 202: a job (ai.generate); once done, `analysis` on the job (summary, strengths, gaps, suggestions). Changes nothing in the discipline.',
        body: analyseDisciplineBodySchema,
        response: { 202: aiJobMessageResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await analyseDiscipline(deps, requireTenant(req), requireActor(req), req.body);
        return reply.status(202).send({ message: M.aiAnalysisQueued, data });
      },
    });

    app.get('/ai/jobs/:id', {
      config: { access: { permission: 'ai:jobs' } },
      schema: {
        tags: ['ai'],
        security,
        summary: 'Where a model call stands (only for whoever started it)',
        params: aiJobParamsSchema,
        response: { 200: aiJobResponseSchema, ...errors },
      },
      handler: async (req) => ({ data: await getAiJob(deps, requireActor(req), req.params.id) }),
    });

    app.post('/ai/jobs/:id/cancel', {
      config: { access: { permission: 'ai:jobs' } },
      schema: {
        tags: ['ai'],
        security,
        summary: 'Cancel a queued or running model call (409 once it finished)',
        params: aiJobParamsSchema,
        response: { 200: aiJobMessageResponseSchema, ...errors },
      },
      handler: async (req) => ({ message: M.aiJobCancelled, data: await cancelAiJob(deps, requireActor(req), req.params.id) }),
    });

    app.get('/ai/features', {
      config: { access: { permission: 'ai:jobs' } },
      schema: {
        tags: ['ai'],
        security,
        summary: "Which AI features the company has on (its flags), for the screens' actions",
        response: { 200: aiFeaturesResponseSchema, ...errors },
      },
      handler: async (req) => {
        const f = requireTenant(req).features;
        return {
          data: { openai_enabled: f.openai, smart_question_bank: f.smartQuestionBank, topic_generator: f.topicGenerator },
        };
      },
    });

    app.get('/ai/settings', {
      config: { access: { permission: 'ai:settings' } },
      schema: {
        tags: ['ai'],
        security,
        summary: "The company's OpenAI-compatible endpoint and model (never the key: only whether one is stored)",
        response: { 200: aiSettingsResponseSchema, ...errors },
      },
      handler: async () => ({ data: await getAiSettings(deps) }),
    });

    app.put('/ai/settings', {
      config: { access: { permission: 'ai:settings' } },
      schema: {
        tags: ['ai'],
        security,
        summary: "Set the company's endpoint, model and API key (null: use the platform's; key omitted: kept)",
        description:
          'The key is stored sealed with AES-256-GCM (AI_KEYS_SECRET) and never returned; without that secret a key is refused (409).',
        body: updateAiSettingsBodySchema,
        response: { 200: aiSettingsMessageResponseSchema, ...errors },
      },
      handler: async (req) => ({ message: M.aiSettingsSaved, data: await updateAiSettings(deps, requireTenant(req), req.body) }),
    });
  };
