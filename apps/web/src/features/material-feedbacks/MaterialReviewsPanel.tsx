import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MessageSquareText } from 'lucide-react';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { Avatar } from '../../shell/Avatar.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { materialFeedbacksQuery } from './api.ts';
import { Stars } from './StarRating.tsx';

/**
 * The reviews of a discipline's materials (GET /disciplines/{id}/material-feedbacks): the mean, the
 * count and the reviews, newest first, 10 at a time. For the Discipline Material screen.
 */
export function MaterialReviewsPanel({ disciplineId }: { disciplineId: number }) {
  const { t } = useTranslation();
  const q = useInfiniteQuery(materialFeedbacksQuery(disciplineId));
  const first = q.data?.pages[0]?.meta;
  const reviews = q.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <section aria-labelledby={`reviews-${disciplineId}`} className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`reviews-${disciplineId}`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <MessageSquareText className="size-5 text-primary-700" aria-hidden />
          {t('materialFeedbacks.heading')}
        </h2>
        {first && (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
            {first.average !== null && (
              <>
                <Stars value={first.average} />
                <span className="font-semibold">{t('materialFeedbacks.average', { value: formatNumber(first.average) })}</span>
                <span aria-hidden>·</span>
              </>
            )}
            {t('materialFeedbacks.count', { count: first.total })}
          </p>
        )}
      </div>
      {q.isPending && (
        <div className="flex justify-center p-6">
          <Spinner className="size-6" />
        </div>
      )}
      {q.isError && (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-800">
          {t('materialFeedbacks.loadError')}
          <Button variant="secondary" onClick={() => void q.refetch()}>
            {t('materialFeedbacks.retry')}
          </Button>
        </div>
      )}
      {first && first.total === 0 && <p className="mt-4 text-slate-600">{t('materialFeedbacks.empty')}</p>}
      {reviews.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100">
          {reviews.map((r) => (
            <li key={r.id} className="flex gap-3 py-3">
              <Avatar user={r.user} className="size-9" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 text-sm">
                  <span className="font-semibold text-slate-900">{r.user.name}</span>
                  <span className="text-slate-600">{t('materialFeedbacks.about', { material: r.material.name })}</span>
                </p>
                <p className="mt-0.5 flex items-center gap-2 text-xs text-slate-600">
                  <Stars value={r.rating} />
                  {formatDate(r.updated_at)}
                  {r.updated_at !== r.created_at && <span>· {t('materialFeedbacks.edited')}</span>}
                </p>
                {r.comment && <p className="mt-1 whitespace-pre-line break-words text-slate-800">{r.comment}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
      {q.hasNextPage && (
        <Button variant="secondary" className="mt-2 w-full" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
          {t('materialFeedbacks.more')}
        </Button>
      )}
    </section>
  );
}
