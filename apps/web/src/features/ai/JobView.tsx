import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_MESSAGES, type AiJob } from '@trilha/shared/ai';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';

/**
 * A model call's state in a modal: progress (announced) with "Cancelar geração" while it runs;
 * its failure message, its cancellation, or `review` once done; then "Gerar outras…" / "Concluir".
 */
export function JobView({
  job,
  onCancel,
  review,
  onAgain,
  onClose,
  againLabel,
}: {
  job: AiJob | undefined;
  onCancel: () => void;
  review: ReactNode;
  onAgain: () => void;
  onClose: () => void;
  /** The "start another" button's label (default: another question generation). */
  againLabel?: string;
}) {
  const { t } = useTranslation();
  const status = job?.status ?? 'queued';
  const running = status === 'queued' || status === 'running';
  const label = status === 'queued' ? t('ai.queued') : job && job.progress >= 50 ? t('ai.retrying') : t('ai.running');
  return (
    <div className="space-y-4">
      {running ? (
        <div>
          <p role="status" aria-live="polite" className="mb-1 text-sm text-slate-700">
            {label}
          </p>
          <div
            role="progressbar"
            aria-label={t('ai.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={job?.progress ?? 0}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full bg-primary-600 transition-all motion-reduce:transition-none"
              style={{ width: `${Math.max(5, job?.progress ?? 0)}%` }}
            />
          </div>
          <div className="mt-4 flex justify-end">
            <Button variant="secondary" onClick={onCancel}>
              {t('ai.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      {status === 'failed' ? <Alert>{job?.message ?? AI_MESSAGES.aiQuestionsFailed}</Alert> : null}
      {status === 'cancelled' ? (
        <p role="status" className="text-sm text-slate-700">
          {t('ai.cancelled')}
        </p>
      ) : null}
      {status === 'done' ? review : null}
      {!running ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onAgain}>
            {againLabel ?? t('ai.again')}
          </Button>
          <Button onClick={onClose}>{t('ai.close')}</Button>
        </div>
      ) : null}
    </div>
  );
}
