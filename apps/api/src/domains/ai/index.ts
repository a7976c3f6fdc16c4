import { AI_ERRORS, AI_PERMISSIONS } from '@trilha/shared/ai';
import { defineApiDomain } from '../../kit/domain.ts';
import { aiRoutes } from './routes.ts';

/**
 * AI on any OpenAI-compatible endpoint (docs/ai.md): question generation into the import review,
 * the model calls' status and cancellation, the company's endpoint settings. The calls themselves
 * run in the worker (apps/worker/src/jobs/ai).
 */
export const aiDomain = defineApiDomain({
  name: 'ai',
  tables: ['ai_settings', 'ai_jobs'],
  routes: aiRoutes,
  permissions: AI_PERMISSIONS,
  errors: AI_ERRORS,
  jobs: ['ai.generate'],
});
