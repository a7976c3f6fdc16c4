import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MessagesSquare, Settings2 } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { formatDate } from '../../lib/format.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { disciplineQuery, forumsQuery } from './api.ts';
import { MaterialReviewsPanel } from '../material-feedbacks/index.ts';

/**
 * The column beside the materials: the discipline's forums (page 1, 5 per page, newest first; the
 * API gives students only visible ones) and the material reviews with, for a student with
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
  const forums = useQuery(forumsQuery(disciplineId));
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
        <ul className="space-y-2">
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
    </section>
  );
}
