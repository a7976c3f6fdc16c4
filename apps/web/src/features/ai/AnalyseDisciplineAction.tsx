import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ScanSearch } from 'lucide-react';
import { AI_MESSAGES, type SyllabusAnalysis } from '@trilha/shared/ai';
import { serverDetail } from '../../lib/api-errors.ts';
import { notify } from '../../lib/toast.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { DialogToaster } from '../../ui/DialogToaster.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { analyseDiscipline, getAiFeatures } from './api.ts';
import { JobView } from './JobView.tsx';
import { useAiJob } from './use-ai-job.ts';

/**
 * "Analisar ementa com IA" for a discipline's staff (docs/ai.md): the model reads its topics and
 * materials; the summary, strengths, gaps and suggestions are shown in a dialog. Nothing changes
 * in the discipline. Closing while it runs cancels it.
 */
export function AnalyseDisciplineAction({ disciplineId }: { disciplineId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const features = useQuery({ queryKey: ['ai', 'features'], queryFn: ({ signal }) => getAiFeatures(signal), staleTime: 60_000 });
  if (!features.data?.openai_enabled) return null;
  return (
    <>
      <Button variant="secondary" icon={<ScanSearch className="size-4" aria-hidden />} onClick={() => setOpen(true)}>
        {t('ai.analysis.open')}
      </Button>
      {open ? <AnalysisModal disciplineId={disciplineId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AnalysisModal({ disciplineId, onClose }: { disciplineId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [jobId, setJobId] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { job, running, started, cancel } = useAiJob(jobId);
  const outcome = job && !running ? job.status : null;
  const failMessage = job?.message ?? AI_MESSAGES.aiAnalysisFailed;
  useEffect(() => {
    if (outcome === 'done') notify.success(AI_MESSAGES.aiAnalysisReady, { dialog: true });
    if (outcome === 'failed') notify.error(failMessage, { dialog: true });
  }, [outcome, failMessage]);

  const start = async () => {
    setSending(true);
    setProblem(null);
    try {
      const j = await analyseDiscipline(disciplineId);
      started(j);
      setJobId(j.id);
    } catch (e) {
      setProblem(serverDetail(e) ?? AI_MESSAGES.aiAnalysisFailed);
    } finally {
      setSending(false);
    }
  };
  const close = () => {
    if (running) void cancel();
    onClose();
  };

  return (
    <Modal open onClose={close} title={t('ai.analysis.modalTitle')} className="max-w-2xl">
      <div className="space-y-5">
        {jobId === null ? (
          <>
            {problem ? <Alert>{problem}</Alert> : null}
            <p className="text-sm text-slate-700">{t('ai.analysis.intro')}</p>
            <FormActions onCancel={close} pending={sending} onSubmit={start} submitLabel={t('ai.analysis.start')} />
          </>
        ) : (
          <JobView
            job={job}
            onCancel={() => void cancel()}
            againLabel={t('ai.analysis.again')}
            onAgain={() => setJobId(null)}
            onClose={close}
            review={job?.analysis ? <AnalysisView analysis={job.analysis} /> : null}
          />
        )}
      </div>
      <DialogToaster />
    </Modal>
  );
}

function AnalysisView({ analysis }: { analysis: SyllabusAnalysis }) {
  const { t } = useTranslation();
  const list = (key: 'strengths' | 'gaps' | 'suggestions') => (
    <section aria-labelledby={`analysis-${key}`}>
      <h3 id={`analysis-${key}`} className="mb-1 font-semibold text-slate-900">
        {t(`ai.analysis.${key}`)}
      </h3>
      {analysis[key].length === 0 ? (
        <p className="text-sm text-slate-600">{t('ai.analysis.none')}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
          {analysis[key].map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <div className="space-y-4">
      <section aria-labelledby="analysis-summary">
        <h3 id="analysis-summary" className="mb-1 font-semibold text-slate-900">
          {t('ai.analysis.summary')}
        </h3>
        <p className="text-sm text-slate-800">{analysis.summary}</p>
      </section>
      {list('strengths')}
      {list('gaps')}
      {list('suggestions')}
    </div>
  );
}
