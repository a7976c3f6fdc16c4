import { aiJobSelect, presentAiJob, type AiJob, type AiJobKind } from '@trilha/shared/ai';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';

/**
 * The job runs twice at most (one retry, after 2 s) when the worker itself fails (its database,
 * a crash); the model call has its own single retry inside the handler (apps/worker/src/jobs/ai).
 */
export const AI_JOB_RETRY = { attempts: 2, backoffMs: 2_000 } as const;

export async function enqueueAiJob(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  tenant: Tenant,
  actor: Actor,
  job: { kind: AiJobKind; disciplineId: number | null; attemptId?: number; input: Record<string, unknown> },
): Promise<AiJob> {
  const row = await deps.db.aiJob.create({
    data: {
      userId: actor.id,
      kind: job.kind,
      disciplineId: job.disciplineId,
      attemptId: job.attemptId ?? null,
      input: job.input,
    } as never,
    select: aiJobSelect,
  });
  try {
    await deps.jobs.enqueue(
      'ai.generate',
      { company_id: tenant.companyId, job_id: row.id },
      { ...AI_JOB_RETRY, jobId: `ai-${tenant.companyId}-${row.id}` },
    );
  } catch (err) {
    // No worker will ever pick it up: say so instead of leaving it queued forever.
    await deps.db.aiJob.updateMany({ where: { id: row.id }, data: { status: 'failed', finishedAt: new Date() } });
    throw err;
  }
  return presentAiJob(row);
}
