import type { AiJob, GenerateQuestionsBody } from '@trilha/shared/ai';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { requireAccess } from '../../kit/access.ts';
import { enqueueAiJob } from './enqueue-job.ts';
import { requireAiFeature } from './require-feature.ts';

/**
 * POST /quizzes/generate: records what to ask and enqueues the model call (ai.generate). The
 * worker writes the questions into a question import, so they are reviewed in the import's fix-up
 * list before any enters the bank (docs/ai.md). The discipline must be one the caller may manage,
 * the rule the import applies when the questions are created.
 */
export async function generateQuestions(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  tenant: Tenant,
  actor: Actor,
  body: GenerateQuestionsBody,
): Promise<AiJob> {
  requireAiFeature(tenant, 'smartQuestionBank');
  await requireAccess(deps, actor, 'discipline:manage', body.discipline_id, { DISCIPLINE_NOT_FOUND: 'AI_DISCIPLINE_INVALID' });
  const input = { subject: body.subject, amount: body.amount, types: [...new Set(body.types)] };
  return enqueueAiJob(deps, tenant, actor, { kind: 'questions', disciplineId: body.discipline_id, input });
}
