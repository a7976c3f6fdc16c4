import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Copy, Pencil, Plus, Trash2 } from 'lucide-react';
import { IconButton } from '../../ui/IconButton.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { queryClient } from '../../app/query-client.ts';
import { refreshTopics, topicsQuery } from './api.ts';
import type { StaffAction } from './staff/actions.ts';
import { GenerateTopicsAction, AnalyseDisciplineAction } from '../ai/public.ts';

/**
 * The discipline's topics, 5 per page (000 §9), paged in place: the syllabus beside the materials.
 * Whoever may edit the discipline (its isEditable flag) also creates, edits and deletes them; the
 * forms are the staff chunk's (StaffDialogs), opened through `onAction`.
 */
export function TopicsSection({
  disciplineId,
  editable = false,
  canGenerateTopics = false,
  onAction,
}: {
  disciplineId: number;
  editable?: boolean;
  /** The discipline's canGenerateTopics: the "Gerar tópicos com IA" action (docs/ai.md). */
  canGenerateTopics?: boolean;
  onAction?: (a: StaffAction) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const topics = useQuery({ ...topicsQuery(disciplineId, page), placeholderData: keepPreviousData });
  const meta = topics.data?.meta;
  const staff = editable && onAction;
  // A page emptied by a deletion (or by someone else's) turns back to the last one that has topics.
  const lastPage = meta?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && page > Math.max(1, lastPage) && !topics.isPlaceholderData) setPage(Math.max(1, lastPage));
  }, [lastPage, page, topics.isPlaceholderData]);
  // A new topic lands at the end: show the page it is on.
  const showLastPage = () =>
    void queryClient.fetchQuery(topicsQuery(disciplineId, 1)).then(
      (r) => setPage(Math.max(1, r.meta.last_page)),
      () => {},
    );
  return (
    <section aria-labelledby="topics-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="topics-heading" className="text-lg font-semibold text-slate-900">
          {t('materials.topics.heading')}
        </h2>
        {staff && (
          <Button
            variant="secondary"
            icon={<Plus className="size-4" aria-hidden />}
            onClick={() => onAction({ kind: 'topic', onCreated: showLastPage })}
          >
            {t('materials.topics.new')}
          </Button>
        )}
      </div>
      {staff ? (
        // The AI actions (docs/ai.md), each shown only when the company has it on: empty, the row hides.
        <div className="mb-3 flex flex-wrap gap-2 empty:hidden">
          {canGenerateTopics ? (
            <GenerateTopicsAction
              disciplineId={disciplineId}
              onCreated={() => {
                void refreshTopics(disciplineId);
                showLastPage();
              }}
            />
          ) : null}
          <AnalyseDisciplineAction disciplineId={disciplineId} />
        </div>
      ) : null}
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
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900">{topic.title}</p>
                {topic.description && <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{topic.description}</p>}
              </div>
              {staff && (
                <div className="-my-2 -mr-2 flex shrink-0 items-start">
                  <IconButton
                    label={t('materials.topics.edit', { title: topic.title })}
                    onClick={() => onAction({ kind: 'topic', topic })}
                  >
                    <Pencil aria-hidden />
                  </IconButton>
                  <IconButton
                    label={t('materials.topics.duplicate', { title: topic.title })}
                    onClick={() => onAction({ kind: 'duplicateTopic', topic })}
                  >
                    <Copy aria-hidden />
                  </IconButton>
                  <IconButton
                    tone="danger"
                    label={t('materials.topics.delete', { title: topic.title })}
                    onClick={() => onAction({ kind: 'deleteTopic', topic })}
                  >
                    <Trash2 aria-hidden />
                  </IconButton>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {/* Below the list, so the header keeps room for the staff's button at the column's width. */}
      {meta && meta.last_page > 1 && (
        <div className="mt-3 flex items-center justify-end gap-1 text-sm text-slate-600">
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
    </section>
  );
}
