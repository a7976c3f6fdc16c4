import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PageMeta } from '@trilha/shared';
import { cx } from './cx.ts';
import { formatNumber } from '../lib/format.ts';
import { pageWindow } from './page-window.ts';

/**
 * Links to the list's pages (`hrefFor` keeps the other params, see lib/list), so the route loader
 * loads the page and each page has an address.
 */
export function Pagination({ meta, hrefFor: href }: { meta: PageMeta; hrefFor: (page: number) => string }) {
  const { t } = useTranslation();
  if (meta.last_page <= 1) return null;
  const from = (meta.current_page - 1) * meta.per_page + 1;
  const to = Math.min(meta.total, meta.current_page * meta.per_page);
  const item = 'grid min-w-11 h-11 place-items-center rounded-lg px-3 text-sm font-medium';
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex flex-col items-center justify-between gap-4 sm:flex-row">
      <p className="text-sm text-slate-600">
        {t('pagination.summary', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(meta.total) })}
      </p>
      <ul className="flex items-center gap-1">
        <li>
          {meta.current_page > 1 ? (
            <Link
              to={href(meta.current_page - 1)}
              className={cx(item, 'text-slate-700 hover:bg-slate-100')}
              aria-label={t('pagination.previous')}
            >
              <ChevronLeft className="size-5" aria-hidden />
            </Link>
          ) : (
            <span className={cx(item, 'text-slate-400')} aria-hidden>
              <ChevronLeft className="size-5" />
            </span>
          )}
        </li>
        {pageWindow(meta.current_page, meta.last_page).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="px-1 text-slate-500" aria-hidden>
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                aria-label={t('pagination.page', { page: String(p) })}
                aria-current={p === meta.current_page ? 'page' : undefined}
                className={cx(
                  item,
                  p === meta.current_page ? 'bg-primary-600 text-on-primary' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {meta.current_page < meta.last_page ? (
            <Link
              to={href(meta.current_page + 1)}
              className={cx(item, 'text-slate-700 hover:bg-slate-100')}
              aria-label={t('pagination.next')}
            >
              <ChevronRight className="size-5" aria-hidden />
            </Link>
          ) : (
            <span className={cx(item, 'text-slate-400')} aria-hidden>
              <ChevronRight className="size-5" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
