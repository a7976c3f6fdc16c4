import type { AiJob, AnalyseDisciplineBody } from '@trilha/shared/ai';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { requireAccess } from '../../kit/access.ts';
import { enqueueAiJob } from './enqueue-job.ts';
import { requireAiFeature } from './require-feature.ts';

/**
 * POST /disciplines/analysis: a syllabus analysis of a discipline's content (its topics, materials
 * and items, as the worker reads them), for its staff: a summary, strengths, gaps and suggestions
 * on the job (`analysis`). It changes nothing in the discipline.
 */
export async function analyseDiscipline(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  tenant: Tenant,
  actor: Actor,
  body: AnalyseDisciplineBody,
): Promise<AiJob> {
  requireAiFeature(tenant, 'openai');
  await requireAccess(deps, actor, 'discipline:manage', body.discipline_id, { DISCIPLINE_NOT_FOUND: 'AI_DISCIPLINE_INVALID' });
  return enqueueAiJob(deps, tenant, actor, { kind: 'analysis', disciplineId: body.discipline_id, input: {} });
}
