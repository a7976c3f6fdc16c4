import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import { AI_MESSAGES, type ProposedCorrection } from '@trilha/shared/ai';
import { serverDetail } from '../../lib/api-errors.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { getAiFeatures, suggestCorrection } from './api.ts';
import { useAiJob } from './use-ai-job.ts';

/**
 * "Sugerir correção com IA" on the grading screen (docs/ai.md): asks the model for a score and a
 * comment per descriptive answer and hands them to the form (`onProposal`) as proposals: the grader
 * accepts or changes them and saves as usual. Nothing is saved by this button.
 */
export function AiCorrectionButton({
  attemptId,
  onProposal,
}: {
  attemptId: number;
  onProposal: (c: ProposedCorrection[]) => void;
}) {
  const { t } = useTranslation();
  const allowed = can(useRequiredSession().user.type, 'ai:suggest-correction');
  const features = useQuery({
    queryKey: ['ai', 'features'],
    queryFn: ({ signal }) => getAiFeatures(signal),
    staleTime: 60_000,
    enabled: allowed,
  });
  const [jobId, setJobId] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const { job, running, started, cancel } = useAiJob(jobId);
  const handed = useRef<number | null>(null);

  useEffect(() => {
    if (!job || job.id === handed.current) return;
    if (job.status === 'done' && job.corrections) {
      handed.current = job.id;
      onProposal(job.corrections);
      notify.info(AI_MESSAGES.aiCorrectionReady);
    } else if (job.status === 'failed') {
      handed.current = job.id;
      notify.error(job.message ?? AI_MESSAGES.aiCorrectionFailed);
    }
  }, [job, onProposal]);

  if (!allowed || !features.data?.openai_enabled) return null;
  const start = async () => {
    setSending(true);
    try {
      const j = await suggestCorrection(attemptId);
      started(j);
      setJobId(j.id);
    } catch (e) {
      notify.error(serverDetail(e) ?? AI_MESSAGES.aiCorrectionFailed);
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      {running ? (
        <>
          <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner className="size-4" />
            {t('ai.correction.running')}
          </p>
          <Button variant="secondary" onClick={() => void cancel()}>
            {t('ai.correction.cancel')}
          </Button>
        </>
      ) : (
        <Button
          variant="secondary"
          loading={sending}
          icon={<Sparkles className="size-4" aria-hidden />}
          onClick={() => void start()}
        >
          {t('ai.correction.suggest')}
        </Button>
      )}
    </div>
  );
}
