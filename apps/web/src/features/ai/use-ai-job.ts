import { useQuery, useQueryClient } from '@tanstack/react-query';
import { channels } from '@trilha/shared/realtime';
import type { AiJob } from '@trilha/shared/ai';
import { useLiveEvent } from '../../lib/live/use-live-event.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { cancelAiJob, getAiJob } from './api.ts';

/** A fallback when the live event does not come (socket down): the job's status is asked this often. */
const JOB_POLL_MS = 2000;
export const jobFinished = (j: AiJob | undefined) => j !== undefined && j.status !== 'queued' && j.status !== 'running';

/**
 * A model call the user started: live on their channel (`.ai.job.updated`), polled as a fallback
 * until it finishes; `cancel` stops it (POST /ai/jobs/{id}/cancel).
 */
export function useAiJob(jobId: number | null) {
  const session = useRequiredSession();
  const qc = useQueryClient();
  const key = ['ai', 'job', jobId] as const;
  const job = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getAiJob(jobId!, signal),
    enabled: jobId !== null,
    refetchInterval: (q) => (jobFinished(q.state.data) ? false : JOB_POLL_MS),
  });
  useLiveEvent(channels.user(session.user.id), '.ai.job.updated', (p) => {
    if (p.id === jobId) qc.setQueryData(key, p);
  });
  return {
    job: job.data,
    running: job.data !== undefined && !jobFinished(job.data),
    /** Seeds the cache with the job the POST answered. */
    started: (j: AiJob) => qc.setQueryData(['ai', 'job', j.id], j),
    async cancel() {
      if (jobId === null) return;
      try {
        qc.setQueryData(key, await cancelAiJob(jobId));
      } catch {
        await job.refetch();
      }
    },
  };
}
