import { AI_MESSAGES as M, aiJobSelect, presentAiJob, type AiJob } from '@trilha/shared/ai';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { appError } from '../../kit/errors.ts';

/** A job, only for whoever started it (anyone else, another tenant included: 404). */
export async function getAiJob(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number): Promise<AiJob> {
  const row = await deps.db.aiJob.findFirst({ where: { id, userId: actor.id }, select: aiJobSelect });
  if (!row) throw appError('AI_JOB_NOT_FOUND');
  return presentAiJob(row);
}

/**
 * POST /ai/jobs/{id}/cancel: a queued or running job becomes cancelled at once. The worker sees it
 * (it re-reads the row every second while the model answers), aborts the HTTP call and writes
 * nothing; a job that already finished is 409.
 */
export async function cancelAiJob(deps: Pick<AppDeps, 'db' | 'events'>, actor: Actor, id: number): Promise<AiJob> {
  const { count } = await deps.db.aiJob.updateMany({
    where: { id, userId: actor.id, status: { in: ['queued', 'running'] } },
    data: { status: 'cancelled', finishedAt: new Date(), error: M.aiJobCancelled },
  });
  const job = await getAiJob(deps, actor, id);
  if (count === 0) throw appError('AI_JOB_FINISHED');
  deps.events.toUser(actor.id, '.ai.job.updated', job);
  return job;
}
