import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, MessagesSquare, Settings2 } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import { Button } from '../../ui/Button.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { formatDate } from '../../lib/format.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { disciplineQuery, forumsQuery } from './api.ts';
import { MaterialReviewsPanel } from '../material-feedbacks/public.ts';

/**
 * The column beside the materials: the discipline's forums (5 per page, newest first, paged in
 * place like the topics: older ones a click or a key away; the API gives students only visible ones) and the material reviews with, for a student with
 * materials, the evaluate-materials button (000 §2).
 */
export function SidePanels({ disciplineId, children }: { disciplineId: number; children?: ReactNode }) {
  return (
    <aside className="min-w-0 space-y-6">
      {children}
      <ForumsPanel disciplineId={disciplineId} />
      <MaterialReviewsPanel disciplineId={disciplineId} />
    </aside>
  );
}

function ForumsPanel({ disciplineId }: { disciplineId: number }) {
  const { t } = useTranslation();
  const { user } = useRequiredSession();
  const [page, setPage] = useState(1);
  const forums = useQuery({ ...forumsQuery(disciplineId, page), placeholderData: keepPreviousData });
  const meta = forums.data?.meta;
  const pager = useRef<HTMLElement>(null);
  // The button pressed turns disabled on the first or last page: the keyboard's focus goes to the
  // other one instead of falling back to the page.
  const [refocus, setRefocus] = useState<{ to: 'newer' | 'older' } | null>(null);
  useEffect(() => {
    if (refocus) pager.current?.querySelector<HTMLButtonElement>(`[data-page-to="${refocus.to}"]`)?.focus();
  }, [refocus]);
  const turn = (to: number, focus: 'newer' | 'older' | null) => {
    setPage(to);
    setRefocus(focus && { to: focus });
  };
  // A page emptied meanwhile (a forum deleted or hidden) turns back to the last one that has forums.
  const lastPage = meta?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && page > Math.max(1, lastPage) && !forums.isPlaceholderData) setPage(Math.max(1, lastPage));
  }, [lastPage, page, forums.isPlaceholderData]);
  // Forum Management for whoever builds the discipline (the API decides again: discipline:manage).
  const discipline = useQuery(disciplineQuery(disciplineId));
  const manages = can(user.type, 'forums:manage') && discipline.data?.isEditable === true;
  return (
    <section aria-labelledby="forums-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="forums-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <MessagesSquare className="size-5 text-primary-700" aria-hidden />
          {t('materials.forums.heading')}
        </h2>
        {manages && (
          <Link
            to={`/discipline/${disciplineId}/forum-management`}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary-text underline-offset-4 hover:underline"
          >
            <Settings2 className="size-4" aria-hidden />
            {t('materials.forums.manage')}
          </Link>
        )}
      </div>
      {forums.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : forums.isError ? (
        <div role="alert" className="space-y-2 text-sm text-red-800">
          <p>{t('messages.routeLoadError')}</p>
          <Button variant="secondary" onClick={() => void forums.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      ) : forums.data.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('materials.forums.empty')}</p>
      ) : (
        <ul className="space-y-2" aria-busy={forums.isPlaceholderData || undefined}>
          {forums.data.data.map((f) => (
            <li key={f.id} className="rounded-lg bg-slate-50 p-3">
              <Link
                to={`/discipline/${disciplineId}/forum/${f.id}`}
                className="font-medium text-slate-900 underline-offset-4 hover:text-primary-text hover:underline"
              >
                {f.title}
              </Link>
              <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-600">
                <span>{formatDate(f.created_at)}</span>
                <span>{t('materials.forums.comments', { count: f.total_comments })}</span>
                {f.unread_comments > 0 && (
                  <span className="font-semibold text-primary-text">
                    {t('materials.forums.unread', { count: f.unread_comments })}
                  </span>
                )}
                {f.status === 'closed' && <span>{t('materials.forums.closed')}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
      {meta && meta.last_page > 1 && (
        <nav
          ref={pager}
          aria-label={t('materials.forums.pages')}
          className="mt-3 flex items-center justify-end gap-1 text-sm text-slate-600"
        >
          <IconButton
            data-page-to="newer"
            label={t('materials.forums.newer')}
            disabled={page <= 1}
            onClick={() => turn(page - 1, page - 1 <= 1 ? 'older' : null)}
          >
            <ChevronLeft aria-hidden />
          </IconButton>
          <span aria-live="polite" aria-atomic>
            {t('materials.forums.page', { page: String(page), last: String(meta.last_page) })}
          </span>
          <IconButton
            data-page-to="older"
            label={t('materials.forums.older')}
            disabled={page >= meta.last_page}
            onClick={() => turn(page + 1, page + 1 >= meta.last_page ? 'newer' : null)}
          >
            <ChevronRight aria-hidden />
          </IconButton>
        </nav>
      )}
    </section>
  );
}
