import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, Download, FileCheck2, FileX2 } from 'lucide-react';
import type { ImportItem, QuestionImport } from '@trilha/shared/question-import';
import { ApiError } from '../../lib/api.ts';
import { notify } from '../../lib/toast.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { DialogToaster } from '../../ui/DialogToaster.tsx';
import { ConfirmDialog, Modal } from '../../ui/Modal.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { downloadTemplate, getQuestionImport, importValidQuestions, sendQuestionFile } from './api.ts';
import { DisciplinePicker } from './DisciplinePicker.tsx';
import { FixQuestionForm } from './FixQuestionForm.tsx';
import { messageText } from '../../i18n/index.ts';

/** How often the modal asks GET /quizzes/file/check/{id} while the worker validates. */
const POLL_MS = 400;

/** One file's (or one AI generation's) run through the import: exported for the AI review (features/ai). */
export type FileRun = {
  key: string;
  name: string;
  phase: 'uploading' | 'checking' | 'done' | 'failed';
  progress: number;
  data?: QuestionImport;
  error?: string;
};

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const id = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(id), reject(new DOMException('aborted', 'AbortError'))), { once: true });
  });

const failure = (e: unknown) =>
  e instanceof ApiError && e.status === 422 && e.message ? e.message : messageText('questionImportFailed');

/**
 * The import modal of Questions Management (000 §2): pick .docx/.csv files (templates to
 * download), each is sent and validated by the worker with its progress shown (the modal polls the
 * import's status), then per file: the valid questions, all selected ("Selecionar todas"), are
 * created with one click, and the invalid ones are listed with their errors for one-by-one fixing;
 * each fix leaves the list and raises the imported count. Valid questions exist only once imported:
 * closing (or starting over) while some are not asks first, and 'Processo de importação
 * finalizado!' is said only when questions were created. `disciplineId` fixes the discipline;
 * without it the modal asks for one among those the caller may import into (DisciplinePicker).
 */
export function QuestionImportModal({
  open,
  onClose,
  disciplineId,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  disciplineId?: number;
  onImported?: () => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [discipline, setDiscipline] = useState<number | null>(disciplineId ?? null);
  const [files, setFiles] = useState<File[]>([]);
  const [runs, setRuns] = useState<FileRun[]>([]);
  const [problem, setProblem] = useState<{ field: 'discipline' | 'files'; message: string } | null>(null);
  const abort = useRef<AbortController | null>(null);
  /** Questions imported from files the modal has already put away ("Importar outros arquivos"). */
  const [importedBefore, setImportedBefore] = useState(0);
  const [confirming, setConfirming] = useState<'close' | 'another' | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  const anyInvalid = runs.some((r) => (r.data?.invalid.length ?? 0) > 0);
  const imported = runs.reduce((n, r) => n + (r.data?.imported_count ?? 0), 0);
  const update = (key: string, patch: Partial<FileRun>) =>
    setRuns((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const busy = runs.some((r) => r.phase === 'uploading' || r.phase === 'checking');
  // Valid questions are created only by "Importar selecionadas": until then they would be lost.
  const unimported = runs.reduce((n, r) => n + (r.data?.valid.filter((v) => v.question_id === null).length ?? 0), 0);

  async function runFile(run: FileRun, file: File, did: number, signal: AbortSignal) {
    try {
      const sent = await sendQuestionFile(file, did);
      update(run.key, { phase: 'checking', progress: 5 });
      for (;;) {
        const data = await getQuestionImport(sent.data.id, signal);
        if (data.status === 'done' || data.status === 'failed') {
          update(run.key, { phase: data.status, progress: 100, data, error: data.error ?? undefined });
          if (data.status === 'failed') notify.error(messageText('questionImportFailed'), { dialog: true });
          return;
        }
        update(run.key, { progress: Math.max(5, data.progress) });
        await wait(POLL_MS, signal);
      }
    } catch (e) {
      if ((e as Error).name === 'AbortError') return;
      update(run.key, { phase: 'failed', progress: 100, error: failure(e) });
      notify.error(messageText('questionImportFailed'), { dialog: true });
    }
  }

  function start() {
    const did = discipline;
    if (!did) return setProblem({ field: 'discipline', message: t('questionImport.pickDiscipline') });
    if (files.length === 0) return setProblem({ field: 'files', message: t('questionImport.pickFile') });
    setProblem(null);
    abort.current?.abort();
    abort.current = new AbortController();
    const fresh = files.map((f, i) => ({ key: `${Date.now()}-${i}`, name: f.name, phase: 'uploading' as const, progress: 0 }));
    setRuns(fresh);
    fresh.forEach((run, i) => void runFile(run, files[i]!, did, abort.current!.signal));
  }

  function close() {
    abort.current?.abort();
    if (importedBefore + imported > 0) notify.success(messageText('questionImportFinished'));
    setRuns([]);
    setFiles([]);
    setImportedBefore(0);
    onClose();
  }
  function another() {
    setImportedBefore((n) => n + imported);
    setRuns([]);
    setFiles([]);
  }
  /** Closing or starting over asks first when it would drop something: unimported valid questions, a file still checking, files picked. */
  const leaving = unimported > 0 || busy || (runs.length === 0 && files.length > 0);
  const requestClose = () => (leaving ? setConfirming('close') : close());
  const requestAnother = () => (unimported > 0 ? setConfirming('another') : another());

  const refresh = async (run: FileRun) => {
    if (!run.data) return;
    update(run.key, { data: await getQuestionImport(run.data.id) });
    onImported?.();
  };

  return (
    <>
      <Modal open={open} onClose={requestClose} title={t('questionImport.modalTitle')} className="max-w-3xl">
        <div className="space-y-5">
          {runs.length === 0 ? (
            <>
              {!disciplineId ? (
                <DisciplinePicker
                  value={discipline}
                  onChange={(d) => (setDiscipline(d), setProblem(null))}
                  error={problem?.field === 'discipline' ? problem.message : undefined}
                />
              ) : null}
              <div>
                <label htmlFor={`${ids}-files`} className="mb-1.5 block text-sm font-medium text-slate-800">
                  {t('questionImport.files')}
                </label>
                <input
                  id={`${ids}-files`}
                  type="file"
                  multiple
                  accept=".docx,.csv,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/csv"
                  aria-describedby={`${ids}-files-hint${problem?.field === 'files' ? ` ${ids}-files-error` : ''}`}
                  aria-invalid={problem?.field === 'files' || undefined}
                  onChange={(e) => (setFiles([...(e.target.files ?? [])]), setProblem(null))}
                  className="block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-primary-600 file:px-4 file:font-semibold file:text-on-primary"
                />
                <p id={`${ids}-files-hint`} className="mt-1.5 text-sm text-slate-600">
                  {t('questionImport.filesHint')}
                </p>
                {problem?.field === 'files' ? (
                  <p id={`${ids}-files-error`} className="mt-1.5 text-sm text-red-700">
                    {problem.message}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
                <span className="w-full">{t('questionImport.templates')}</span>
                {(['docx', 'csv'] as const).map((f) => (
                  <Button
                    key={f}
                    variant="ghost"
                    icon={<Download className="size-4" aria-hidden />}
                    onClick={() =>
                      downloadTemplate(f).catch(() => notify.error(messageText('questionImportFailed'), { dialog: true }))
                    }
                  >
                    {t(f === 'docx' ? 'questionImport.templateDocx' : 'questionImport.templateCsv')}
                  </Button>
                ))}
              </div>
              <FormActions onCancel={requestClose} pending={false} onSubmit={start} submitLabel={t('questionImport.validate')} />
            </>
          ) : (
            <>
              <p role="status" className="text-base font-semibold text-slate-900">
                {t('questionImport.imported', { count: importedBefore + imported })}
              </p>
              {anyInvalid ? (
                <div
                  role="alert"
                  className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
                >
                  <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
                  {messageText('questionImportNeedsFixes')}
                </div>
              ) : null}
              {runs.map((run) => (
                <FileResult key={run.key} run={run} onChanged={() => refresh(run)} />
              ))}
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="secondary" disabled={busy} onClick={requestAnother}>
                  {t('questionImport.another')}
                </Button>
                <Button onClick={requestClose}>{t('questionImport.done')}</Button>
              </div>
            </>
          )}
        </div>
        <DialogToaster />
      </Modal>
      <ConfirmDialog
        open={open && confirming !== null}
        title={t('app.confirm')}
        message={unimported > 0 ? messageText('questionImportLeaveUnimported') : t('messages.leaveFormConfirm')}
        confirmLabel={t('app.leave')}
        cancelLabel={t('app.stay')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const then = confirming;
          setConfirming(null);
          if (then === 'another') another();
          else close();
        }}
      />
    </>
  );
}

/** The review of one checked import: valid questions to import, invalid ones to fix (also the AI generation's). */
export function FileResult({ run, onChanged }: { run: FileRun; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const id = useId();
  const data = run.data;
  const pending = data?.valid.filter((v) => v.question_id === null) ?? [];
  const [selected, setSelected] = useState<Set<number> | null>(null);
  const chosen = selected ?? new Set(pending.map((v) => v.index));
  const [importing, setImporting] = useState(false);
  const [fixing, setFixing] = useState<number | null>(null);
  const allChecked = pending.length > 0 && pending.every((v) => chosen.has(v.index));

  async function importChosen() {
    if (!data) return;
    setImporting(true);
    try {
      const all = allChecked;
      const r = await importValidQuestions(data.id, all ? undefined : [...chosen]);
      notify.success(r.message, { dialog: true });
      setSelected(null);
      await onChanged();
    } catch {
      notify.error(messageText('questionImportFailed'), { dialog: true });
    } finally {
      setImporting(false);
    }
  }

  const toggle = (index: number) => {
    const next = new Set(chosen);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    setSelected(next);
  };
  const titleOf = (item: ImportItem) => item.question.title || t('questionImport.untitled', { index: String(item.index) });

  return (
    <section aria-labelledby={`${id}-name`} className="rounded-lg border border-slate-200 p-4">
      <h3 id={`${id}-name`} className="flex items-center gap-2 break-all font-semibold text-slate-900">
        {run.phase === 'failed' ? (
          <FileX2 className="size-5 shrink-0 text-red-700" aria-hidden />
        ) : (
          <FileCheck2 className="size-5 shrink-0 text-primary-700" aria-hidden />
        )}
        {run.name}
      </h3>
      {run.phase === 'uploading' || run.phase === 'checking' ? (
        <div className="mt-3">
          <p className="mb-1 text-sm text-slate-700">
            {t(run.phase === 'uploading' ? 'questionImport.uploading' : 'questionImport.checking', { name: run.name })}
          </p>
          <div
            role="progressbar"
            aria-label={t('questionImport.progress', { name: run.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={run.progress}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-primary-600 transition-all" style={{ width: `${run.progress}%` }} />
          </div>
        </div>
      ) : null}
      {run.phase === 'failed' ? (
        <div className="mt-3">
          <Alert>{run.error ?? messageText('questionImportFailed')}</Alert>
        </div>
      ) : null}
      {data && run.phase === 'done' ? (
        <div className="mt-2 space-y-4">
          <p className="text-sm text-slate-700">
            {t('questionImport.fileSummary', { valid: String(data.valid.length), invalid: String(data.invalid.length) })}
          </p>
          {data.valid.length > 0 ? (
            // min-w-0: a fieldset is at least as wide as its content by default, so long titles
            // pushed the list past the card instead of being cut with an ellipsis.
            <fieldset className="min-w-0">
              <legend className="mb-2 font-medium text-slate-900">{t('questionImport.validHeading')}</legend>
              {pending.length > 0 ? (
                <label className="mb-1 flex min-h-11 items-center gap-3 border-b border-slate-200 text-sm font-semibold text-slate-900">
                  <input
                    type="checkbox"
                    className="size-5 accent-primary-600"
                    checked={allChecked}
                    onChange={() => setSelected(allChecked ? new Set() : new Set(pending.map((v) => v.index)))}
                  />
                  {t('questionImport.selectAll')}
                </label>
              ) : null}
              <ul className="max-h-60 overflow-y-auto">
                {data.valid.map((v) => (
                  <li key={v.index}>
                    <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="size-5 accent-primary-600"
                        disabled={v.question_id !== null}
                        checked={v.question_id !== null || chosen.has(v.index)}
                        onChange={() => toggle(v.index)}
                      />
                      <span className="min-w-0 flex-1 truncate">
                        {v.index}. {titleOf(v)}
                      </span>
                      {v.question_id !== null ? (
                        <span className="shrink-0 rounded bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                          {t('questionImport.alreadyImported')}
                        </span>
                      ) : null}
                    </label>
                  </li>
                ))}
              </ul>
              {pending.length > 0 ? (
                <Button className="mt-2" loading={importing} disabled={chosen.size === 0} onClick={importChosen}>
                  {t('questionImport.importSelected', { count: chosen.size })}
                </Button>
              ) : null}
            </fieldset>
          ) : null}
          <div>
            <h4 className="mb-2 font-medium text-slate-900">{t('questionImport.invalidHeading')}</h4>
            {data.invalid.length === 0 ? (
              <p className="text-sm text-slate-600">{t('questionImport.noInvalid')}</p>
            ) : (
              <ul className="space-y-3">
                {data.invalid.map((item) => (
                  <li key={item.index} className="rounded-lg border border-amber-200 bg-amber-50/40 p-3">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">
                          {item.index}. {titleOf(item)}
                        </p>
                        <ul className="mt-1 list-disc pl-5 text-sm text-red-800">
                          {Object.entries(item.errors ?? {}).map(([field, message]) => (
                            <li key={field}>
                              {t(`questionImport.${field as 'title'}`)}: {message}
                            </li>
                          ))}
                        </ul>
                      </div>
                      {fixing !== item.index ? (
                        <Button
                          variant="secondary"
                          onClick={() => setFixing(item.index)}
                          aria-label={`${t('questionImport.fix')}: ${titleOf(item)}`}
                        >
                          {t('questionImport.fix')}
                        </Button>
                      ) : null}
                    </div>
                    {fixing === item.index ? (
                      <FixQuestionForm
                        importId={data.id}
                        item={item}
                        onCancel={() => setFixing(null)}
                        onFixed={() => {
                          setFixing(null);
                          void onChanged();
                        }}
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      ) : null}
    </section>
  );
}
