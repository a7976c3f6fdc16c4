import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Timer } from 'lucide-react';
import type { AttemptDetail, AttemptQuestion } from '@trilha/shared/attempts';
import { serverDetail } from '../../lib/api-errors.ts';
import { notify } from '../../lib/toast.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { cx } from '../../ui/cx.ts';
import { answerAttempt, attemptKeys, attemptQuery, checkAttempt, finishAttempt } from './api.ts';
import { attemptLoader } from './loaders.ts';
import { feedbackPath, quizPath, useQuizParams, type QuizNavState } from './paths.ts';

export { attemptLoader };

/**
 * Questionnaire Attempt (000 §2), internal: reached from the Questionnaire with router state; a
 * direct visit (typed URL, reload in a new tab) goes back to it. One question at a time, a
 * numbered navigation (buttons with their state spoken), a visible countdown when the quiz has a
 * time limit. A chosen option is saved at once; a written answer with its button.
 */
export function AttemptPage() {
  const { disciplineId, itemId, attemptId } = useQuizParams();
  const state = useLocation().state as QuizNavState | null;
  if (!state?.fromQuiz || !attemptId) return <Navigate to={quizPath(disciplineId, itemId)} replace />;
  return <Attempt disciplineId={disciplineId} itemId={itemId} attemptId={attemptId} />;
}

function Attempt({ disciplineId, itemId, attemptId }: { disciplineId: number; itemId: number; attemptId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const attempt = useSuspenseQuery(attemptQuery(attemptId));
  const [index, setIndex] = useState(0);
  const [confirm, setConfirm] = useState<'check' | 'finish' | null>(null);
  const [busy, setBusy] = useState(false);
  const here = `${quizPath(disciplineId, itemId)}/attempt/${attemptId}`;

  const a = attempt.data;
  // Finished (here or on another device): its correction is the next screen.
  if (a.status === 'finished')
    return (
      <Navigate
        to={feedbackPath(disciplineId, itemId, attemptId)}
        state={{ from: quizPath(disciplineId, itemId) } satisfies QuizNavState}
        replace
      />
    );
  const total = a.questions.length;
  const q = a.questions[Math.min(index, total - 1)];
  const answered = a.questions.filter((x) => x.answer).length;
  const locked = a.checked_at !== null;

  const refresh = (data: AttemptDetail) => qc.setQueryData(attemptKeys.detail(attemptId), data);
  const run = async (step: 'check' | 'finish') => {
    setConfirm(null);
    setBusy(true);
    try {
      if (step === 'check') {
        const r = await checkAttempt(attemptId);
        refresh(r.data);
        notify.success(r.message);
      } else {
        const r = await finishAttempt(attemptId);
        refresh(r.data);
        notify.success(r.points > 0 ? `${r.message} ${t('attempts.points', { count: r.points })}` : r.message);
        await qc.invalidateQueries({ queryKey: attemptKeys.list(itemId) });
        await qc.invalidateQueries({ queryKey: ['materials', 'discipline', disciplineId] });
        if (!r.data.rules.revealed && r.data.score === null) {
          navigate(quizPath(disciplineId, itemId));
          return;
        }
      }
      navigate(feedbackPath(disciplineId, itemId, attemptId), {
        state: { from: quizPath(disciplineId, itemId) } satisfies QuizNavState,
      });
    } catch (e) {
      notify.error(serverDetail(e) ?? t('attempts.finishError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <BackLink to={quizPath(disciplineId, itemId)} label={t('attempts.backToQuiz')} />
      <PageHeader
        eyebrow={t('attempts.eyebrow')}
        title={a.item.title}
        actions={a.deadline_at ? <Countdown deadline={a.deadline_at} /> : null}
      />
      <nav aria-label={t('attempts.navigation')} className="mb-4">
        <ol className="flex flex-wrap gap-2">
          {a.questions.map((x, i) => (
            <li key={x.id}>
              <button
                type="button"
                aria-current={i === index ? 'step' : undefined}
                aria-label={`${t('attempts.goTo', { n: String(i + 1) })} (${x.answer ? t('attempts.answered') : t('attempts.notAnswered')})`}
                onClick={() => setIndex(i)}
                className={cx(
                  'size-11 rounded-lg text-sm font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2',
                  i === index
                    ? 'bg-primary-600 text-on-primary ring-primary-600'
                    : x.answer
                      ? 'bg-primary-50 text-primary-text ring-primary-300'
                      : 'bg-white text-slate-800 ring-slate-300',
                )}
              >
                {i + 1}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {q && (
        <QuestionCard
          key={q.id}
          attemptId={attemptId}
          q={q}
          n={index + 1}
          total={total}
          locked={locked}
          onSaved={() => void attempt.refetch()}
        />
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex gap-2">
          <Button
            variant="secondary"
            icon={<ChevronLeft className="size-4" aria-hidden />}
            disabled={index === 0}
            onClick={() => setIndex(index - 1)}
          >
            {t('attempts.previous')}
          </Button>
          <Button
            variant="secondary"
            icon={<ChevronRight className="size-4" aria-hidden />}
            disabled={index >= total - 1}
            onClick={() => setIndex(index + 1)}
          >
            {t('attempts.next')}
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          {a.rules.allow_feedback && !locked && (
            <Button variant="secondary" disabled={busy} onClick={() => setConfirm('check')}>
              {t('attempts.check')}
            </Button>
          )}
          {locked && (
            <Button
              variant="secondary"
              onClick={() => navigate(feedbackPath(disciplineId, itemId, attemptId), { state: { from: here } })}
            >
              {t('attempts.titles.feedback')}
            </Button>
          )}
          <Button loading={busy} onClick={() => setConfirm('finish')}>
            {t('attempts.finish')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'check' ? t('attempts.check') : t('attempts.finish')}
        message={
          confirm === 'check'
            ? t('attempts.checkConfirm')
            : t('attempts.finishConfirm', { answered: String(answered), total: String(total) })
        }
        confirmLabel={confirm === 'check' ? t('attempts.check') : t('attempts.finish')}
        cancelLabel={t('app.cancel')}
        tone="primary"
        onConfirm={() => confirm && void run(confirm)}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}

function QuestionCard({
  attemptId,
  q,
  n,
  total,
  locked,
  onSaved,
}: {
  attemptId: number;
  q: AttemptQuestion;
  n: number;
  total: number;
  locked: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(q.answer?.answer_text ?? '');
  const [choice, setChoice] = useState<number | null>(q.answer?.option_id ?? null);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Moving to another question moves the reading position to it (screen readers announce it).
  useEffect(() => heading.current?.focus(), []);

  const save = async (body: { option_id?: number; answer_text?: string }) => {
    setSaving(true);
    try {
      const r = await answerAttempt(attemptId, { question_id: q.id, ...body });
      notify.success(r.message);
      onSaved();
    } catch (e) {
      notify.error(serverDetail(e) ?? t('attempts.answerError'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby={`question-${q.id}`}>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        {t('attempts.question', { n: String(n), total: String(total) })}
      </p>
      <h2
        id={`question-${q.id}`}
        ref={heading}
        tabIndex={-1}
        className="mt-1 text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {q.title}
      </h2>
      <p className="mt-2 whitespace-pre-line text-slate-800">{q.text}</p>
      {q.image && <img src={q.image} alt="" className="mt-3 max-h-80 rounded-lg" />}
      {q.type === 'descriptive' ? (
        <form
          className="mt-4 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            void save({ answer_text: text });
          }}
        >
          <TextAreaField
            label={t('attempts.yourAnswer')}
            rows={6}
            value={text}
            disabled={locked}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" loading={saving} disabled={locked || !text.trim()}>
            {saving ? t('attempts.saving') : t('attempts.save')}
          </Button>
        </form>
      ) : (
        <fieldset className="mt-4" disabled={locked || saving}>
          <legend className="sr-only">{q.title}</legend>
          <div className="space-y-2">
            {q.options.map((o) => (
              <label
                key={o.id}
                className={cx(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-slate-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
                  choice === o.id ? 'border-primary-600 bg-primary-50' : 'border-slate-200 hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  name={`q-${q.id}`}
                  value={o.id}
                  checked={choice === o.id}
                  onChange={() => {
                    setChoice(o.id);
                    void save({ option_id: o.id });
                  }}
                  className="size-4 accent-primary-600"
                />
                {o.text}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </section>
  );
}

/** The time left, every second; said to screen readers only when a minute mark passes (aria-live would chatter). */
function Countdown({ deadline }: { deadline: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const left = Math.max(0, new Date(deadline).getTime() - now);
  const mm = Math.floor(left / 60_000);
  const ss = Math.floor((left % 60_000) / 1000);
  const label = `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
  if (left === 0) return <Alert>{t('attempts.timeOver')}</Alert>;
  return (
    <div
      role="timer"
      aria-label={t('attempts.timeLeftMinutes', { minutes: String(mm) })}
      className={cx(
        'inline-flex items-center gap-2 rounded-lg px-3 py-2 font-mono text-lg font-semibold',
        mm < 1 ? 'bg-red-50 text-red-800' : 'bg-slate-100 text-slate-900',
      )}
    >
      <Timer className="size-5" aria-hidden />
      <span aria-hidden>{label}</span>
    </div>
  );
}
