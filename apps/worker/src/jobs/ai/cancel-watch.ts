import { runAsTenant, type TenantDb } from '@trilha/db';

/**
 * Notices cancellations (POST /ai/jobs/{id}/cancel) of the calls this process is running: one
 * query per company every `everyMs` for all of its running calls, not one per call (50 calls at
 * once were 50 queries a second, measured in bench/ai.bench.ts). A call whose row is cancelled or
 * gone has its AbortController aborted, which aborts its HTTP request.
 */
export function createCancelWatch(db: TenantDb, everyMs: number) {
  const watched = new Map<number, { companyId: number; abort: AbortController }>();
  let timer: ReturnType<typeof setInterval> | null = null;

  async function tick() {
    const byCompany = new Map<number, number[]>();
    for (const [id, w] of watched) byCompany.set(w.companyId, [...(byCompany.get(w.companyId) ?? []), id]);
    await Promise.all(
      [...byCompany].map(([companyId, ids]) =>
        runAsTenant(companyId, async () => {
          const live = await db.aiJob.findMany({
            where: { id: { in: ids }, status: { not: 'cancelled' } },
            select: { id: true },
          });
          const keep = new Set(live.map((r) => r.id));
          for (const id of ids) if (!keep.has(id)) watched.get(id)?.abort.abort();
        }).catch(() => {}),
      ),
    );
  }

  return {
    /** Starts watching a call; `stop` when it ends. */
    watch(companyId: number, jobId: number): { signal: AbortSignal; stop: () => void } {
      const abort = new AbortController();
      watched.set(jobId, { companyId, abort });
      if (!timer) {
        timer = setInterval(() => void tick(), everyMs);
        timer.unref?.();
      }
      return {
        signal: abort.signal,
        stop() {
          watched.delete(jobId);
          if (watched.size === 0 && timer) {
            clearInterval(timer);
            timer = null;
          }
        },
      };
    },
  };
}
export type CancelWatch = ReturnType<typeof createCancelWatch>;
