import type { AiJob, GenerateTopicsBody } from '@trilha/shared/ai';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { requireAccess } from '../../kit/access.ts';
import { enqueueAiJob } from './enqueue-job.ts';
import { requireAiFeature } from './require-feature.ts';

/**
 * POST /discipline-topics/generate: asks the model for topics of a discipline (its name and
 * current topics go in the prompt). The proposals come back on the job (`topics`); none is created
 * until staff accept it (the screen creates the chosen ones with POST /discipline-topics). The
 * discipline's `canGenerateTopics` is this rule: the company's topic generator, and a discipline
 * the caller may manage.
 */
export async function generateTopics(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  tenant: Tenant,
  actor: Actor,
  body: GenerateTopicsBody,
): Promise<AiJob> {
  requireAiFeature(tenant, 'topicGenerator');
  await requireAccess(deps, actor, 'discipline:manage', body.discipline_id, { DISCIPLINE_NOT_FOUND: 'AI_DISCIPLINE_INVALID' });
  const input = { amount: body.amount, subject: body.subject ?? '' };
  return enqueueAiJob(deps, tenant, actor, { kind: 'topics', disciplineId: body.discipline_id, input });
}
