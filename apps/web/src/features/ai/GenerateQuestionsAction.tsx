import { useEffect, useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { AI_LIMITS, AI_MESSAGES, QUESTION_TYPES_GENERATED, type AiJob } from '@trilha/shared/ai';
import { QUESTION_MESSAGES } from '@trilha/shared/questions';
import { channels } from '@trilha/shared/realtime';
import { serverDetail } from '../../lib/api-errors.ts';
import { useLiveEvent } from '../../lib/live/use-live-event.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { DialogToaster } from '../../ui/DialogToaster.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { ConfirmDialog, Modal } from '../../ui/Modal.tsx';
import { getQuestionImport, DisciplinePicker, FileResult } from '../question-import/public.ts';
import { cancelAiJob, generateQuestions, getAiFeatures, getAiJob } from './api.ts';
import { JobView } from './JobView.tsx';

/** A fallback when the live event does not come (socket down): the job's status is asked this often. */
const JOB_POLL_MS = 2000;
const TYPE_LABELS = {
  choice: 'ai.typeChoice',
  'true-or-false': 'ai.typeTrueOrFalse',
  descriptive: 'ai.typeDescriptive',
} as const;
const finished = (j: AiJob | undefined) => j !== undefined && j.status !== 'queued' && j.status !== 'running';

/**
 * Questions Management's "Gerar questões com IA" (docs/ai.md): the subject, how many and which
 * types; then the job's progress, live (`.ai.job.updated`) with a poll as fallback, and "Cancelar
 * geração"; once done, the generated questions in the import's review (FileResult): the valid
 * ones imported with "Importar selecionadas", the invalid ones fixed with "Corrigir". Nothing
 * enters the bank before that.
 */
export function GenerateQuestionsAction({ disciplineId, onImported }: { disciplineId?: number | null; onImported?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const features = useQuery({ queryKey: ['ai', 'features'], queryFn: ({ signal }) => getAiFeatures(signal), staleTime: 60_000 });
  // Off (or unknown): no action, rather than a button that can only be refused.
  if (!features.data?.openai_enabled || !features.data.smart_question_bank) return null;
  return (
    <>
      <Button variant="secondary" icon={<Sparkles className="size-4" aria-hidden />} onClick={() => setOpen(true)}>
        {t('ai.generate')}
      </Button>
      {open ? (
        <GenerateQuestionsModal disciplineId={disciplineId ?? undefined} onClose={() => setOpen(false)} onImported={onImported} />
      ) : null}
    </>
  );
}

type Problem = { field: 'discipline' | 'subject' | 'amount' | 'types' | 'form'; message: string };

function GenerateQuestionsModal({
  disciplineId,
  onClose,
  onImported,
}: {
  disciplineId?: number;
  onClose: () => void;
  onImported?: () => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const session = useRequiredSession();
  const qc = useQueryClient();
  const [discipline, setDiscipline] = useState<number | null>(disciplineId ?? null);
  const [subject, setSubject] = useState('');
  const [amount, setAmount] = useState('5');
  const [types, setTypes] = useState<Set<string>>(new Set(QUESTION_TYPES_GENERATED));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);

  const job = useQuery({
    queryKey: ['ai', 'job', jobId],
    queryFn: ({ signal }) => getAiJob(jobId!, signal),
    enabled: jobId !== null,
    refetchInterval: (q) => (finished(q.state.data) ? false : JOB_POLL_MS),
  });
  useLiveEvent(channels.user(session.user.id), '.ai.job.updated', (p) => {
    if (p.id === jobId) qc.setQueryData(['ai', 'job', jobId], p);
  });
  const current = job.data;
  const review = useQuery({
    queryKey: ['ai', 'import', current?.import_id],
    queryFn: ({ signal }) => getQuestionImport(current!.import_id!, signal),
    enabled: current?.status === 'done' && current.import_id !== null,
  });

  // The outcome is said once, when it arrives (the effect runs when the status changes).
  const outcome = current && finished(current) ? current.status : null;
  const failMessage = current?.message ?? AI_MESSAGES.aiQuestionsFailed;
  useEffect(() => {
    if (outcome === 'done') notify.success(AI_MESSAGES.aiQuestionsGenerated, { dialog: true });
    if (outcome === 'failed') notify.error(failMessage, { dialog: true });
  }, [outcome, failMessage]);

  async function submit() {
    const n = Number(amount);
    if (!discipline) return setProblem({ field: 'discipline', message: t('questionImport.pickDiscipline') });
    if (subject.trim().length < 3) return setProblem({ field: 'subject', message: t('ai.subjectRequired') });
    if (!Number.isInteger(n) || n < 1 || n > AI_LIMITS.questionsMax)
      return setProblem({ field: 'amount', message: t('ai.amountInvalid', { max: String(AI_LIMITS.questionsMax) }) });
    if (types.size === 0) return setProblem({ field: 'types', message: t('ai.typesRequired') });
    setProblem(null);
    setSending(true);
    try {
      const created = await generateQuestions({
        discipline_id: discipline,
        subject: subject.trim(),
        amount: n,
        types: QUESTION_TYPES_GENERATED.filter((x) => types.has(x)),
      });
      qc.setQueryData(['ai', 'job', created.id], created);
      setJobId(created.id);
    } catch (e) {
      setProblem({ field: 'form', message: serverDetail(e) ?? AI_MESSAGES.aiQuestionsFailed });
    } finally {
      setSending(false);
    }
  }

  async function cancel() {
    if (jobId === null) return;
    try {
      qc.setQueryData(['ai', 'job', jobId], await cancelAiJob(jobId));
    } catch {
      await job.refetch();
    }
  }

  const running = current !== undefined && !finished(current);
  const unimported = review.data?.valid.filter((v) => v.question_id === null).length ?? 0;
  const close = () => {
    if (running) void cancel();
    onClose();
  };
  const requestClose = () => (running || unimported > 0 ? setConfirming(true) : close());
  const again = () => {
    setJobId(null);
    setProblem(null);
  };

  const fieldError = (f: Problem['field']) =>
    problem?.field === f ? (
      <p id={`${ids}-${f}-error`} className="mt-1.5 text-sm text-red-700">
        {problem.message}
      </p>
    ) : null;
  const describedBy = (f: Problem['field'], hint?: boolean) =>
    [hint ? `${ids}-${f}-hint` : '', problem?.field === f ? `${ids}-${f}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <Modal open onClose={requestClose} title={t('ai.modalTitle')} className="max-w-3xl">
        <div className="space-y-5">
          {jobId === null ? (
            <>
              {problem?.field === 'form' ? <Alert>{problem.message}</Alert> : null}
              {!disciplineId ? (
                <DisciplinePicker
                  value={discipline}
                  onChange={(d) => (setDiscipline(d), setProblem(null))}
                  error={problem?.field === 'discipline' ? problem.message : undefined}
                />
              ) : null}
              <div>
                <label htmlFor={`${ids}-subject`} className="mb-1.5 block text-sm font-medium text-slate-800">
                  {t('ai.subject')}
                </label>
                <textarea
                  id={`${ids}-subject`}
                  rows={4}
                  maxLength={AI_LIMITS.subjectMaxChars}
                  value={subject}
                  onChange={(e) => (setSubject(e.target.value), problem?.field === 'subject' && setProblem(null))}
                  aria-invalid={problem?.field === 'subject' || undefined}
                  aria-describedby={describedBy('subject', true)}
                  className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                />
                <p id={`${ids}-subject-hint`} className="mt-1.5 text-sm text-slate-600">
                  {t('ai.subjectHint')}
                </p>
                {fieldError('subject')}
              </div>
              <div>
                <label htmlFor={`${ids}-amount`} className="mb-1.5 block text-sm font-medium text-slate-800">
                  {t('ai.amount')}
                </label>
                <input
                  id={`${ids}-amount`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={AI_LIMITS.questionsMax}
                  value={amount}
                  onChange={(e) => (setAmount(e.target.value), problem?.field === 'amount' && setProblem(null))}
                  aria-invalid={problem?.field === 'amount' || undefined}
                  aria-describedby={describedBy('amount', true)}
                  className="block min-h-11 w-32 rounded-lg border border-slate-300 px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                />
                <p id={`${ids}-amount-hint`} className="mt-1.5 text-sm text-slate-600">
                  {t('ai.amountHint', { max: String(AI_LIMITS.questionsMax) })}
                </p>
                {fieldError('amount')}
              </div>
              <fieldset aria-describedby={describedBy('types')}>
                <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('ai.types')}</legend>
                <div className="flex flex-wrap gap-x-6">
                  {QUESTION_TYPES_GENERATED.map((type) => (
                    <label key={type} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="size-5 accent-primary-600"
                        checked={types.has(type)}
                        onChange={() =>
                          setTypes((s) => {
                            const next = new Set(s);
                            if (next.has(type)) next.delete(type);
                            else next.add(type);
                            return next;
                          })
                        }
                      />
                      {t(TYPE_LABELS[type])}
                    </label>
                  ))}
                </div>
                {fieldError('types')}
              </fieldset>
              <FormActions onCancel={requestClose} pending={sending} onSubmit={submit} submitLabel={t('ai.submit')} />
            </>
          ) : (
            <JobView
              job={current}
              onCancel={cancel}
              review={
                review.data ? (
                  <>
                    <p className="text-sm text-slate-700">{t('ai.reviewIntro')}</p>
                    {review.data.invalid.length > 0 ? <Alert>{QUESTION_MESSAGES.questionImportNeedsFixes}</Alert> : null}
                    <FileResult
                      run={{
                        key: String(review.data.id),
                        name: AI_MESSAGES.aiGeneratedFileName,
                        phase: 'done',
                        progress: 100,
                        data: review.data,
                      }}
                      onChanged={async () => {
                        await review.refetch();
                        onImported?.();
                      }}
                    />
                  </>
                ) : null
              }
              onAgain={again}
              onClose={requestClose}
            />
          )}
        </div>
        <DialogToaster />
      </Modal>
      <ConfirmDialog
        open={confirming}
        title={t('app.confirm')}
        message={running ? t('ai.leaveRunning') : QUESTION_MESSAGES.questionImportLeaveUnimported}
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
