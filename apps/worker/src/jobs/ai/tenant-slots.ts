import type { TenantDb } from '@trilha/db';
import { aiJobSelect, type presentAiJob } from '@trilha/shared/ai';

/** The claimed row as the live push presents it (the claim's UPDATE … RETURNING: no re-read). */
export type ClaimedJob = Parameters<typeof presentAiJob>[0];

/** Advisory-lock namespace of the per-company claim (any constant other code does not use). */
const LOCK_NAMESPACE = 0x41_49; // "AI"

/**
 * Moves a job to `running` if its company has fewer than `limit` calls running, across every
 * worker process: the count and the claim happen under a per-company transaction-scoped advisory
 * lock, so two workers cannot both take the last slot. BullMQ's own concurrency is per queue and
 * per process, not per company; this is what keeps one company's burst from taking every model
 * slot. A `running` row older than `staleMs` (its worker died) no longer holds a slot.
 * Returns the claimed row, 'full' (try again shortly) or 'gone' (cancelled, finished or deleted).
 */
export async function claimSlot(
  db: TenantDb,
  companyId: number,
  jobId: number,
  opts: { limit: number; staleMs: number; retry: boolean },
): Promise<ClaimedJob | 'full' | 'gone'> {
  return (
    db
      .$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${companyId}::int)`;
        const job = await tx.aiJob.findFirst({ where: { id: jobId }, select: { status: true } });
        // A retry (the worker died mid-call) takes its own running row back.
        if (!job || !(job.status === 'queued' || (opts.retry && job.status === 'running'))) return 'gone';
        const running = await tx.aiJob.count({
          where: { status: 'running', id: { not: jobId }, startedAt: { gt: new Date(Date.now() - opts.staleMs) } },
        });
        if (running >= opts.limit) return 'full';
        const [row] = await tx.aiJob.updateManyAndReturn({
          where: { id: jobId },
          data: { status: 'running', startedAt: new Date(), progress: 10 },
          select: aiJobSelect,
        });
        return row ?? ('gone' as const);
      })
      // Many calls starting at once wait for the pool: not being able to start the transaction in
      // time (Prisma P2028) is "try again shortly", not a failed job.
      .catch((err: unknown) => {
        if ((err as { code?: string }).code === 'P2028') return 'full' as const;
        throw err;
      })
  );
}
