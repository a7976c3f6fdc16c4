import { useRef, useState, type FormEvent } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { redirect, useNavigate, useParams } from 'react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Paperclip, Send } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import { ASSIGNMENT_FILE_ACCEPT, ASSIGNMENT_TEXT_MAX, type AssignmentSubmission } from '@trilha/shared/assignments';
import type { MaterialItem } from '@trilha/shared/materials';
import { queryClient } from '../../app/query-client.ts';
import { session, useRequiredSession } from '../../lib/session.ts';
import { fieldErrors } from '../../lib/api-errors.ts';
import { notify, queueToast } from '../../lib/toast.ts';
import { formatDateTime } from '../../lib/format.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { cx } from '../../ui/cx.ts';
import type { UploadProgress } from '../../lib/api.ts';
import {
  assignmentDisciplineQuery,
  assignmentKeys,
  assignmentPaths,
  mySubmissionQuery,
  submissionQuery,
  submitAssignment,
  taskQuery,
} from './api.ts';
import { feedbackFrom, idParam, StatusBadge, SubmissionFile, TaskStatement } from './parts.tsx';
import { UploadBar } from '../../ui/UploadBar.tsx';
import { EvaluationForm } from './EvaluationForm.tsx';

/**
 * Assigment Attempt: {id} is the submission's id, or `new` before the student's first answer (a
 * student who already has one is sent to it). The student writes and/or attaches, and sends with
 * a progress bar; staff see the answer and, if they manage the discipline, evaluate it.
 */
export async function attemptLoader({ params }: LoaderFunctionArgs) {
  const disciplineId = idParam(params.disciplineId);
  const itemId = idParam(params.materialItemId);
  await Promise.all([
    queryClient.ensureQueryData(assignmentDisciplineQuery(disciplineId)),
    queryClient.ensureQueryData(taskQuery(itemId)),
  ]);
  if (params.id === 'new') {
    const s = session.get();
    if (s && can(s.user.type, 'assignments:submit')) {
      const mine = await queryClient.fetchQuery(mySubmissionQuery(itemId));
      if (mine) return redirect(assignmentPaths.attempt(disciplineId, itemId, mine.id));
    }
    return null;
  }
  await queryClient.ensureQueryData(submissionQuery(idParam(params.id)));
  return null;
}

export function AttemptPage() {
  const s = useRequiredSession();
  const params = useParams();
  const disciplineId = idParam(params.disciplineId);
  const itemId = idParam(params.materialItemId);
  const discipline = useSuspenseQuery(assignmentDisciplineQuery(disciplineId)).data;
  const item = useSuspenseQuery(taskQuery(itemId)).data;
  return (
    <div className="mx-auto max-w-3xl">
      {params.id === 'new' ? (
        <Page
          discipline={discipline.name}
          editable={discipline.isEditable}
          item={item}
          disciplineId={disciplineId}
          submission={null}
          own
        />
      ) : (
        <Existing
          discipline={discipline.name}
          editable={discipline.isEditable}
          item={item}
          disciplineId={disciplineId}
          id={idParam(params.id)}
          userId={s.user.id}
        />
      )}
    </div>
  );
}

function Existing(p: {
  discipline: string;
  editable: boolean;
  item: MaterialItem;
  disciplineId: number;
  id: number;
  userId: number;
}) {
  const submission = useSuspenseQuery(submissionQuery(p.id)).data;
  return <Page {...p} submission={submission} own={submission.user.id === p.userId} />;
}

function Page({
  discipline,
  editable,
  item,
  disciplineId,
  submission,
  own,
}: {
  discipline: string;
  editable: boolean;
  item: MaterialItem;
  disciplineId: number;
  submission: AssignmentSubmission | null;
  own: boolean;
}) {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const writable = own && can(s.user.type, 'assignments:submit') && submission?.status !== 'evaluated' && item.lock === null;
  const back = own
    ? { to: assignmentPaths.overview(disciplineId, item.id), label: t('assignments.backToOverview') }
    : { to: assignmentPaths.management(disciplineId, item.id), label: t('assignments.backToManagement') };
  return (
    <>
      <BackLink to={back.to} label={back.label} />
      <PageHeader
        eyebrow={discipline}
        title={item.title}
        subtitle={own ? undefined : submission ? submission.user.name : undefined}
      />
      <div className="space-y-6">
        <TaskStatement item={item} />
        {writable ? (
          <AnswerForm disciplineId={disciplineId} item={item} submission={submission} />
        ) : submission ? (
          <AnswerView submission={submission} />
        ) : (
          <Alert>{t('assignments.unavailable')}</Alert>
        )}
        {own && submission?.status === 'evaluated' && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-slate-700">{t('assignments.form.evaluatedNote')}</p>
            <LinkButton
              to={assignmentPaths.feedback(disciplineId, item.id, submission.id)}
              onClick={() => feedbackFrom.remember(assignmentPaths.attempt(disciplineId, item.id, submission.id))}
            >
              {t('assignments.seeFeedback')}
            </LinkButton>
          </div>
        )}
        {!own && submission && (
          <EvaluationForm submission={submission} canEvaluate={editable && can(s.user.type, 'assignments:evaluate')} />
        )}
      </div>
    </>
  );
}

/** The submitted answer, read only (staff, or the student after the evaluation). */
function AnswerView({ submission }: { submission: AssignmentSubmission }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="answer-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="answer-heading" className="text-base font-semibold text-slate-900">
          {t('assignments.submitted')}
        </h2>
        <StatusBadge status={submission.status} />
      </div>
      <p className="text-sm text-slate-600">{t('assignments.submittedAt', { date: formatDateTime(submission.submitted_at) })}</p>
      {submission.text ? (
        <div className="whitespace-pre-line break-words rounded-lg bg-slate-50 p-4 text-slate-800">{submission.text}</div>
      ) : (
        <p className="text-slate-600">{t('assignments.noText')}</p>
      )}
      {submission.file ? <SubmissionFile file={submission.file} /> : <p className="text-slate-600">{t('assignments.noFile')}</p>}
    </section>
  );
}

/** The student's form: text and/or a file, sent multipart with the upload's progress. */
function AnswerForm({
  disciplineId,
  item,
  submission,
}: {
  disciplineId: number;
  item: MaterialItem;
  submission: AssignmentSubmission | null;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [text, setText] = useState(submission?.text ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ text?: string; file?: string }>({});
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [pending, setPending] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (!text.trim() && !file && !submission?.file) {
      setErrors({ text: t('messages.assignmentEmpty') });
      textRef.current?.focus();
      return;
    }
    const form = new FormData();
    form.append('text', text);
    if (file) form.append('file', file);
    setErrors({});
    setPending(true);
    try {
      const r = await submitAssignment(item.id, form, file ? setProgress : undefined);
      qc.setQueryData(assignmentKeys.mine(item.id), r.data);
      qc.setQueryData(assignmentKeys.submission(r.data.id), r.data);
      await Promise.all([
        qc.invalidateQueries({ queryKey: ['materials', 'discipline', disciplineId] }),
        qc.invalidateQueries({ queryKey: ['disciplines', 'list'] }),
        qc.invalidateQueries({ queryKey: ['assignments', 'list'] }),
      ]);
      queueToast('success', r.message);
      void navigate(assignmentPaths.overview(disciplineId, item.id));
    } catch (err) {
      const found: { text?: string; file?: string } = {};
      for (const f of fieldErrors(err, ['text', 'file'])) found[f.field as 'text' | 'file'] ??= f.message;
      setErrors(found);
      if (found.file) fileRef.current?.focus();
      else if (found.text) textRef.current?.focus();
      notify.error(t('messages.assignmentSaveFailed'));
    } finally {
      setPending(false);
      setProgress(null);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="answer-form-heading"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="answer-form-heading" className="text-base font-semibold text-slate-900">
          {t('assignments.yourSubmission')}
        </h2>
        <StatusBadge status={submission?.status ?? 'none'} />
      </div>
      <TextAreaField
        ref={textRef}
        label={t('assignments.form.text')}
        hint={t('assignments.form.textHint')}
        rows={8}
        maxLength={ASSIGNMENT_TEXT_MAX}
        value={text}
        error={errors.text}
        onChange={(e) => {
          setText(e.target.value);
          if (errors.text) setErrors((x) => ({ ...x, text: undefined }));
        }}
      />
      <FileField
        inputRef={fileRef}
        current={submission?.file?.name ?? null}
        file={file}
        error={errors.file}
        onChange={(f) => {
          setFile(f);
          if (errors.file || errors.text) setErrors({});
        }}
      />
      {progress && <UploadBar label={t('assignments.form.uploading')} progress={progress} />}
      {submission && <p className="text-sm text-slate-600">{t('assignments.form.resubmitNote')}</p>}
      <Button type="submit" loading={pending} icon={<Send className="size-4" aria-hidden />}>
        {submission ? t('assignments.form.resubmit') : t('assignments.form.submit')}
      </Button>
    </form>
  );
}

/**
 * The file picker in the page's language: the native input (visually hidden, still focusable and
 * named by the field's label) with a label styled as a button, and the chosen file's name.
 */
function FileField({
  inputRef,
  current,
  file,
  error,
  onChange,
}: {
  inputRef: React.RefObject<HTMLInputElement | null>;
  current: string | null;
  file: File | null;
  error?: string;
  onChange: (f: File | null) => void;
}) {
  const { t } = useTranslation();
  const hint = current ? `${t('assignments.form.currentFile', { name: current })}. ${t('assignments.form.replaceHint')}` : null;
  return (
    <div>
      <span id="assignment-file-label" className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('assignments.form.file')}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id="assignment-file"
          type="file"
          accept={ASSIGNMENT_FILE_ACCEPT}
          aria-labelledby="assignment-file-label"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'assignment-file-error' : hint ? 'assignment-file-hint' : undefined}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          className="peer sr-only"
        />
        <label
          htmlFor="assignment-file"
          aria-hidden
          className={cx(
            'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-inset hover:bg-slate-50',
            'peer-focus-visible:outline-none peer-focus-visible:ring-3 peer-focus-visible:ring-primary-300',
            error ? 'ring-red-700' : 'ring-slate-400',
          )}
        >
          <Paperclip className="size-4" aria-hidden />
          {t('assignments.form.choose')}
        </label>
        <span className="min-w-0 truncate text-sm text-slate-700">{file ? file.name : t('assignments.form.noFileChosen')}</span>
      </div>
      {hint && !error && (
        <p id="assignment-file-hint" className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id="assignment-file-error" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
