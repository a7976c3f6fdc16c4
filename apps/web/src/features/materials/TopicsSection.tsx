import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IconButton } from '../../ui/IconButton.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { topicsQuery } from './api.ts';

/** The discipline's topics, 5 per page (000 §9), paged in place: the syllabus beside the materials. */
export function TopicsSection({ disciplineId }: { disciplineId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const topics = useQuery({ ...topicsQuery(disciplineId, page), placeholderData: keepPreviousData });
  const meta = topics.data?.meta;
  return (
    <section aria-labelledby="topics-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="topics-heading" className="text-lg font-semibold text-slate-900">
          {t('materials.topics.heading')}
        </h2>
        {meta && meta.last_page > 1 && (
          <div className="flex items-center gap-1 text-sm text-slate-600">
            <IconButton label={t('pagination.previous')} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              <ChevronLeft aria-hidden />
            </IconButton>
            <span aria-live="polite">
              {page}/{meta.last_page}
            </span>
            <IconButton label={t('pagination.next')} disabled={page >= meta.last_page} onClick={() => setPage((p) => p + 1)}>
              <ChevronRight aria-hidden />
            </IconButton>
          </div>
        )}
      </div>
      {topics.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : topics.isError ? (
        <div role="alert" className="flex items-center justify-between gap-3 text-sm text-red-800">
          {t('messages.routeLoadError')}
          <Button variant="secondary" onClick={() => void topics.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      ) : topics.data.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('materials.topics.empty')}</p>
      ) : (
        <ol
          className="space-y-2"
          start={(page - 1) * (meta?.per_page ?? 5) + 1}
          aria-busy={topics.isPlaceholderData || undefined}
        >
          {topics.data.data.map((topic, i) => (
            <li key={topic.id} className="flex gap-3 rounded-lg bg-slate-50 p-3">
              <span
                aria-hidden
                className="grid size-7 shrink-0 place-items-center rounded-full bg-primary-100 text-xs font-bold text-primary-800"
              >
                {(page - 1) * (meta?.per_page ?? 5) + i + 1}
              </span>
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{topic.title}</p>
                {topic.description && <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{topic.description}</p>}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
