import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import type { ListState } from '../../lib/list/use-list.ts';
import { cx } from '../cx.ts';
import { Pagination } from '../Pagination.tsx';

/**
 * The frame every list screen shares (docs/web-client.md "Lists"): the live count, a failed refresh
 * with a retry, the rows dimmed and `aria-busy` while the next page or filter loads, the empty state
 * (a different one when filters found nothing) and the pagination.
 */
export function ListView<Row>({
  list,
  count,
  empty,
  emptyFiltered,
  children,
}: {
  list: ListState<Row>;
  /** The live count ("12 usuários"), announced when it changes. */
  count: (total: number) => string;
  /** Nothing at all yet. */
  empty: ReactNode;
  /** The filters or search found nothing (defaults to `empty`). */
  emptyFiltered?: ReactNode;
  children: (rows: Row[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p role="status" className="mb-4 text-sm font-medium text-slate-600">
        {count(list.page.meta.total)}
      </p>
      {list.error ? (
        <div
          role="alert"
          className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p className="flex-1">{t('list.refreshError')}</p>
          <button
            type="button"
            onClick={list.retry}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 font-semibold text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
          >
            <RefreshCw className="size-4" aria-hidden />
            {t('app.retry')}
          </button>
        </div>
      ) : null}
      <div className={cx('transition-opacity', list.loading && 'opacity-60')} aria-busy={list.loading || undefined}>
        {list.rows.length === 0 ? (list.filtered && emptyFiltered ? emptyFiltered : empty) : children(list.rows)}
      </div>
      <Pagination meta={list.page.meta} hrefFor={(page) => list.hrefFor({ page })} />
    </>
  );
}
