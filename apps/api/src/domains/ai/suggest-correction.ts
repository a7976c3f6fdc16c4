import type { AiJob } from '@trilha/shared/ai';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { loadAttempt } from '../../kit/load-attempt.ts';
import { enqueueAiJob } from './enqueue-job.ts';
import { requireAiFeature } from './require-feature.ts';

/**
 * POST /attempts/{id}/ai-correction: asks the model for a proposed score and comment of each
 * descriptive answer of a finished attempt. The proposal comes back on the job (`corrections`) and
 * is never written to the attempt: the grader accepts or changes it on the grading screen and saves
 * with PUT /attempts/{id}/feedback, as any correction. Who may ask: whoever may grade the attempt
 * (the attempts domain's own rule, read through its loader).
 */
export async function suggestCorrection(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  tenant: Tenant,
  actor: Actor,
  attemptId: number,
): Promise<AiJob> {
  requireAiFeature(tenant, 'openai');
  const { attempt, item } = await loadAttempt(deps, tenant, actor, attemptId, 'grade');
  if (attempt.status !== 'finished') throw appError('ATTEMPT_NOT_FINISHED');
  const descriptive = await deps.db.attemptAnswer.count({
    where: { attemptId, answerText: { not: null }, question: { companyId: tenant.companyId, type: 'descriptive' } },
  });
  if (descriptive === 0) throw appError('AI_NOTHING_TO_CORRECT');
  return enqueueAiJob(deps, tenant, actor, {
    kind: 'correction',
    disciplineId: item.disciplineId ?? null,
    attemptId,
    input: {},
  });
}
