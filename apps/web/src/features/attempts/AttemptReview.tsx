import { useTranslation } from 'react-i18next';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { AttemptDetail, AttemptQuestion } from '@trilha/shared/attempts';
import { cx } from '../../ui/cx.ts';
import { formatScore } from '../../lib/format.ts';

/** One question of an attempt as corrected: the answer, whether it is right, the correct option and the feedbacks (as the API reveals them). */
export function ReviewedQuestion({
  q,
  n,
  total,
  children,
}: {
  q: AttemptQuestion;
  n: number;
  total: number;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const a = q.answer;
  const state =
    a?.is_correct === true
      ? 'correct'
      : a?.is_correct === false
        ? 'wrong'
        : q.type === 'descriptive' && a && a.score === null
          ? 'pending'
          : null;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" aria-labelledby={`q-${q.id}`}>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        {t('attempts.question', { n: String(n), total: String(total) })}
      </p>
      <h3 id={`q-${q.id}`} className="mt-1 font-semibold text-slate-900">
        {q.title}
      </h3>
      <p className="mt-1 whitespace-pre-line text-slate-700">{q.text}</p>
      {q.type === 'descriptive' ? (
        <div className="mt-3 rounded-lg bg-slate-50 p-3">
          <p className="text-xs font-semibold text-slate-600">{t('attempts.answerLabel')}</p>
          <p className="whitespace-pre-line text-slate-800">{a?.answer_text ?? t('attempts.noAnswer')}</p>
        </div>
      ) : (
        <ul className="mt-3 space-y-2">
          {q.options.map((o) => {
            const chosen = a?.option_id === o.id;
            return (
              <li
                key={o.id}
                className={cx(
                  'rounded-lg border px-3 py-2 text-slate-800',
                  o.correct_answer
                    ? 'border-emerald-600 bg-emerald-50'
                    : chosen
                      ? 'border-primary-600 bg-primary-50'
                      : 'border-slate-200',
                )}
              >
                {o.text}
                {chosen && <span className="ml-2 text-xs font-semibold text-primary-text">({t('attempts.yourChoice')})</span>}
                {o.correct_answer && (
                  <span className="ml-2 text-xs font-semibold text-emerald-800">({t('attempts.correctOption')})</span>
                )}
              </li>
            );
          })}
          {!a && <li className="text-sm text-slate-600">{t('attempts.noAnswer')}</li>}
        </ul>
      )}
      {state && (
        <p
          className={cx(
            'mt-3 inline-flex items-center gap-2 text-sm font-semibold',
            state === 'correct' ? 'text-emerald-800' : state === 'wrong' ? 'text-red-700' : 'text-amber-800',
          )}
        >
          {state === 'correct' ? (
            <CheckCircle2 className="size-4" aria-hidden />
          ) : state === 'wrong' ? (
            <XCircle className="size-4" aria-hidden />
          ) : (
            <Clock className="size-4" aria-hidden />
          )}
          {t(state === 'correct' ? 'attempts.correct' : state === 'wrong' ? 'attempts.wrong' : 'attempts.pending')}
          {a?.score !== null && a?.score !== undefined && q.type === 'descriptive' && ` — ${formatScore(a.score)}`}
        </p>
      )}
      {q.feedbacks && q.feedbacks.length > 0 && (
        <div className="mt-3 rounded-lg bg-sky-50 p-3 text-sky-950">
          <p className="text-xs font-semibold">{t('attempts.feedbacks')}</p>
          {q.feedbacks.map((f) => (
            <p key={f.id} className="whitespace-pre-line">
              {f.text}
            </p>
          ))}
        </div>
      )}
      {a?.feedback && (
        <div className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-950">
          <p className="text-xs font-semibold">{t('attempts.teacherFeedback')}</p>
          <p className="whitespace-pre-line">{a.feedback}</p>
        </div>
      )}
      {children}
    </article>
  );
}

/** The attempt's score line and overall comment. */
export function AttemptSummary({ attempt }: { attempt: AttemptDetail }) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 space-y-2" role="status">
      {attempt.status === 'finished' &&
        (attempt.score !== null ? (
          <p className="text-lg font-semibold text-slate-900">
            {t('attempts.finishedScore', { score: formatScore(attempt.score) })}
          </p>
        ) : (
          <p className="font-medium text-amber-800">{t('attempts.scorePending')}</p>
        ))}
      {attempt.feedback && (
        <div className="rounded-lg bg-amber-50 p-3 text-amber-950">
          <p className="text-xs font-semibold">{t('attempts.overall')}</p>
          <p className="whitespace-pre-line">{attempt.feedback}</p>
        </div>
      )}
      {!attempt.rules.revealed && <p className="text-slate-700">{t('attempts.hidden')}</p>}
    </div>
  );
}
