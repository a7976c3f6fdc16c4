import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { AI_LIMITS, AI_MESSAGES } from '@trilha/shared/ai';
import { serverDetail } from '../../lib/api-errors.ts';
import { notify } from '../../lib/toast.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { DialogToaster } from '../../ui/DialogToaster.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { ConfirmDialog, Modal } from '../../ui/Modal.tsx';
import { createAcceptedTopic, generateTopics, getAiFeatures } from './api.ts';
import { JobView } from './JobView.tsx';
import { useAiJob } from './use-ai-job.ts';

/**
 * "Gerar tópicos com IA" on a discipline whose canGenerateTopics is true (docs/ai.md): how many
 * and an optional hint; the job's progress (live, cancellable); then the proposals as a checklist,
 * all chosen, created with "Criar tópicos selecionados" through POST /discipline-topics (marked as
 * generated). Nothing is created without that click.
 */
export function GenerateTopicsAction({ disciplineId, onCreated }: { disciplineId: number; onCreated?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const features = useQuery({ queryKey: ['ai', 'features'], queryFn: ({ signal }) => getAiFeatures(signal), staleTime: 60_000 });
  // canGenerateTopics holds the topic generator; the AI master switch is the company's too.
  if (!features.data?.openai_enabled || !features.data.topic_generator) return null;
  return (
    <>
      <Button variant="secondary" icon={<Sparkles className="size-4" aria-hidden />} onClick={() => setOpen(true)}>
        {t('ai.topics.generate')}
      </Button>
      {open ? <GenerateTopicsModal disciplineId={disciplineId} onClose={() => setOpen(false)} onCreated={onCreated} /> : null}
    </>
  );
}

function GenerateTopicsModal({
  disciplineId,
  onClose,
  onCreated,
}: {
  disciplineId: number;
  onClose: () => void;
  onCreated?: () => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [amount, setAmount] = useState('5');
  const [hint, setHint] = useState('');
  const [problem, setProblem] = useState<{ field: 'amount' | 'form'; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [created, setCreated] = useState<Set<number>>(new Set());
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { job, running, started, cancel } = useAiJob(jobId);
  const proposals = job?.topics ?? [];
  const pending = proposals.map((_, i) => i).filter((i) => !created.has(i));
  const selected = chosen ?? new Set(pending);

  const outcome = job && !running ? job.status : null;
  const failMessage = job?.message ?? AI_MESSAGES.aiTopicsFailed;
  useEffect(() => {
    if (outcome === 'done') notify.success(AI_MESSAGES.aiTopicsGenerated, { dialog: true });
    if (outcome === 'failed') notify.error(failMessage, { dialog: true });
  }, [outcome, failMessage]);

  async function submit() {
    const n = Number(amount);
    if (!Number.isInteger(n) || n < 1 || n > AI_LIMITS.topicsMax)
      return setProblem({ field: 'amount', message: t('ai.topics.amountInvalid', { max: String(AI_LIMITS.topicsMax) }) });
    setProblem(null);
    setSending(true);
    try {
      const j = await generateTopics({ discipline_id: disciplineId, amount: n, subject: hint.trim() || undefined });
      started(j);
      setJobId(j.id);
      setChosen(null);
      setCreated(new Set());
    } catch (e) {
      setProblem({ field: 'form', message: serverDetail(e) ?? AI_MESSAGES.aiTopicsFailed });
    } finally {
      setSending(false);
    }
  }

  async function createChosen() {
    setCreating(true);
    const done = new Set(created);
    try {
      // One at a time, in the proposed order: each lands at the end of the discipline's topics.
      for (const i of [...selected].sort((a, b) => a - b)) {
        await createAcceptedTopic(disciplineId, proposals[i]!);
        done.add(i);
      }
      notify.success(t('ai.topics.created'), { dialog: true });
    } catch (e) {
      notify.error(serverDetail(e) ?? t('ai.topics.createError'), { dialog: true });
    } finally {
      setCreated(done);
      setChosen(null);
      setCreating(false);
      onCreated?.();
    }
  }

  const close = () => {
    if (running) void cancel();
    onClose();
  };
  const requestClose = () => (running ? setConfirming(true) : close());
  const toggle = (i: number) => {
    const next = new Set(selected);
    if (next.has(i)) next.delete(i);
    else next.add(i);
    setChosen(next);
  };

  return (
    <>
      <Modal open onClose={requestClose} title={t('ai.topics.modalTitle')} className="max-w-2xl">
        <div className="space-y-5">
          {jobId === null ? (
            <>
              {problem?.field === 'form' ? <Alert>{problem.message}</Alert> : null}
              <div>
                <label htmlFor={`${ids}-amount`} className="mb-1.5 block text-sm font-medium text-slate-800">
                  {t('ai.topics.amount')}
                </label>
                <input
                  id={`${ids}-amount`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={AI_LIMITS.topicsMax}
                  value={amount}
                  onChange={(e) => (setAmount(e.target.value), setProblem(null))}
                  aria-invalid={problem?.field === 'amount' || undefined}
                  aria-describedby={`${ids}-amount-hint${problem?.field === 'amount' ? ` ${ids}-amount-error` : ''}`}
                  className="block min-h-11 w-32 rounded-lg border border-slate-300 px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                />
                <p id={`${ids}-amount-hint`} className="mt-1.5 text-sm text-slate-600">
                  {t('ai.topics.amountHint', { max: String(AI_LIMITS.topicsMax) })}
                </p>
                {problem?.field === 'amount' ? (
                  <p id={`${ids}-amount-error`} className="mt-1.5 text-sm text-red-700">
                    {problem.message}
                  </p>
                ) : null}
              </div>
              <div>
                <label htmlFor={`${ids}-hint`} className="mb-1.5 block text-sm font-medium text-slate-800">
                  {t('ai.topics.hint')}
                </label>
                <textarea
                  id={`${ids}-hint`}
                  rows={3}
                  maxLength={AI_LIMITS.subjectMaxChars}
                  value={hint}
                  onChange={(e) => setHint(e.target.value)}
                  aria-describedby={`${ids}-hint-help`}
                  className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                />
                <p id={`${ids}-hint-help`} className="mt-1.5 text-sm text-slate-600">
                  {t('ai.topics.hintHelp')}
                </p>
              </div>
              <FormActions onCancel={requestClose} pending={sending} onSubmit={submit} submitLabel={t('ai.topics.submit')} />
            </>
          ) : (
            <JobView
              job={job}
              onCancel={() => void cancel()}
              againLabel={t('ai.topics.again')}
              onAgain={() => setJobId(null)}
              onClose={requestClose}
              review={
                <fieldset className="min-w-0">
                  <legend className="mb-1 font-medium text-slate-900">{t('ai.topics.proposals')}</legend>
                  <p className="mb-2 text-sm text-slate-700">{t('ai.topics.proposalsIntro')}</p>
                  <ul className="space-y-1">
                    {proposals.map((topic, i) => (
                      <li key={i}>
                        <label className="flex min-h-11 items-start gap-3 py-1 text-sm text-slate-800">
                          <input
                            type="checkbox"
                            className="mt-0.5 size-5 shrink-0 accent-primary-600"
                            disabled={created.has(i)}
                            checked={created.has(i) || selected.has(i)}
                            onChange={() => toggle(i)}
                          />
                          <span className="min-w-0">
                            <span className="block font-medium text-slate-900">{topic.title}</span>
                            <span className="block text-slate-600">{topic.description}</span>
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                  {pending.length > 0 ? (
                    <Button className="mt-2" loading={creating} disabled={selected.size === 0} onClick={createChosen}>
                      {t('ai.topics.create', { count: selected.size })}
                    </Button>
                  ) : null}
                </fieldset>
              }
            />
          )}
        </div>
        <DialogToaster />
      </Modal>
      <ConfirmDialog
        open={confirming}
        title={t('app.confirm')}
        message={t('ai.leaveRunning')}
        confirmLabel={t('app.leave')}
        cancelLabel={t('app.stay')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          close();
        }}
      />
    </>
  );
}
