import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Link2 } from 'lucide-react';
import type { Question } from '@trilha/shared/questions';

/** One question of the bank as staff see it: type, statement, options with the correct ones, feedbacks. */
export function QuestionCard({
  question: q,
  leading,
  actions,
}: {
  question: Question;
  leading?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs" aria-labelledby={`question-${q.id}-title`}>
      <div className="flex items-start gap-3">
        {leading}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-primary-800">
              {t(`questions.types.${q.type}`)}
            </span>
            {q.linked && (
              <span
                className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
                title={t('questions.linkedHint', { count: q.material_items_ids.length })}
              >
                <Link2 className="size-3.5" aria-hidden />
                {t('questions.linked')}
              </span>
            )}
            <span className="text-xs text-slate-500">#{q.id}</span>
          </div>
          <h3 id={`question-${q.id}-title`} className="mt-1.5 font-semibold break-words text-slate-900">
            {q.title}
          </h3>
          <p className="mt-1 line-clamp-3 text-sm break-words whitespace-pre-line text-slate-700">{q.text}</p>
          {q.image && (
            <img
              src={q.image}
              alt={t('questions.image')}
              className="mt-3 max-h-40 rounded-lg border border-slate-200 object-contain"
            />
          )}
          {q.options.length > 0 && (
            <ul className="mt-3 space-y-1 text-sm" aria-label={t('questions.options', { count: q.options.length })}>
              {q.options.map((o) => (
                <li key={o.id} className="flex items-start gap-2 text-slate-700">
                  {o.correct_answer ? (
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-label={t('questions.correct')} />
                  ) : (
                    <span className="mt-1.5 ml-1 size-2 shrink-0 rounded-full bg-slate-300" aria-hidden />
                  )}
                  <span className={o.correct_answer ? 'font-medium text-slate-900' : undefined}>{o.text}</span>
                </li>
              ))}
            </ul>
          )}
          {q.feedbacks.length > 0 && (
            <p className="mt-2 text-xs font-medium text-slate-600">{t('questions.feedbacks', { count: q.feedbacks.length })}</p>
          )}
        </div>
        {actions && <div className="flex shrink-0 items-center gap-0.5">{actions}</div>}
      </div>
    </article>
  );
}
