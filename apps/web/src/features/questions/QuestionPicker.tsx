import { useEffect, useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plus, Search, X } from 'lucide-react';
import type { Question } from '@trilha/shared/questions';
import { Spinner } from '../../ui/Spinner.tsx';
import { itemQuestionsQuery, questionSearchQuery } from './api.ts';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The questions of a quiz item, picked from the bank (GET /quizzes?search): a search box, its
 * results to add, and the chosen ones in order to remove. Replaces typing ids by hand; the value
 * stays the list of ids the item's form sends as quizzes_ids.
 */
export function QuestionPicker({
  value,
  onChange,
  itemId,
  error,
}: {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  itemId?: number;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const results = useQuery({ ...questionSearchQuery(search), placeholderData: keepPreviousData });
  const current = useQuery({ ...itemQuestionsQuery(itemId ?? 0), enabled: itemId !== undefined });
  const [known, setKnown] = useState<ReadonlyMap<number, Question>>(new Map());
  useEffect(() => {
    const rows = [...(current.data?.data ?? []), ...(results.data?.data ?? [])];
    if (rows.length) setKnown((k) => new Map([...k, ...rows.map((q) => [q.id, q] as const)]));
  }, [current.data, results.data]);

  const titleOf = (qid: number) => known.get(qid)?.title ?? t('questions.picker.untitled', { id: String(qid) });
  const chosen = new Set(value);
  const errorId = `${id}-error`;
  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('questions.picker.label')}</legend>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('questions.picker.selected', { count: value.length })}
      </p>
      {value.length > 0 && (
        <ol className="space-y-1.5">
          {value.map((qid, i) => (
            <li key={qid} className="flex items-center gap-2 rounded-lg bg-primary-50 py-1 pr-1 pl-3 text-sm text-slate-900">
              <span className="w-6 shrink-0 text-xs font-semibold text-primary-800">{i + 1}.</span>
              <span className="min-w-0 flex-1 truncate">{titleOf(qid)}</span>
              <button
                type="button"
                className="grid size-11 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-white hover:text-red-700"
                aria-label={t('questions.picker.remove', { title: titleOf(qid) })}
                onClick={() => onChange(value.filter((x) => x !== qid))}
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="relative">
        <label htmlFor={`${id}-search`} className="sr-only">
          {t('questions.picker.search')}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" aria-hidden />
        <input
          id={`${id}-search`}
          type="search"
          value={typed}
          placeholder={t('questions.picker.placeholder')}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            // Enter searches at once instead of submitting the item's form.
            if (e.key === 'Enter') {
              e.preventDefault();
              setSearch(typed.trim());
            }
          }}
          className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white py-2 pr-3 pl-10 text-base text-slate-900 focus:border-primary-600 focus:ring-3 focus:ring-primary-200 focus:outline-none"
        />
      </div>
      <div aria-busy={results.isFetching || undefined}>
        <p className="sr-only" aria-live="polite">
          {results.data ? t('questions.count', { count: results.data.meta.total }) : ''}
        </p>
        {results.isPending ? (
          <Spinner className="size-5" label={t('questions.picker.results')} />
        ) : results.data?.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t('questions.picker.noResults')}</p>
        ) : (
          <ul
            className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
            aria-label={t('questions.picker.results')}
          >
            {results.data?.data.map((q) => (
              <li key={q.id} className="flex items-center gap-2 py-1 pr-1 pl-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{q.title}</p>
                  <p className="text-xs text-slate-600">{t(`questions.types.${q.type}`)}</p>
                </div>
                <button
                  type="button"
                  disabled={chosen.has(q.id)}
                  className="grid size-11 shrink-0 place-items-center rounded-lg text-primary-700 hover:bg-primary-50 disabled:cursor-default disabled:text-slate-300"
                  aria-label={t('questions.picker.add', { title: q.title })}
                  onClick={() => onChange([...value, q.id])}
                >
                  <Plus className="size-5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
