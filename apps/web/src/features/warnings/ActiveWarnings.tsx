import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Megaphone } from 'lucide-react';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { formatDate } from '../../lib/format.ts';
import { cx } from '../../ui/cx.ts';
import { activeWarningsQuery } from './api.ts';
import { useWarningsLive } from './use-warnings-live.ts';
import { WarningDetailModal } from './WarningDetailModal.tsx';

/**
 * The company's active alerts on My Disciplines (000 §2: the landing loads them): the newest three
 * with the reader's unread mark, each opening in full, and a link to every alert on /notes. Nothing
 * at all while the company has none.
 */
export function ActiveWarnings() {
  const { t } = useTranslation();
  const { company } = useRequiredSession();
  const query = useQuery(activeWarningsQuery(company.id));
  useWarningsLive();
  const [openId, setOpenId] = useState<number | null>(null);
  useEffect(() => {
    // 001 §8, word for word; the disciplines below stay usable.
    if (query.isError) notify.error(t('messages.warningsFetchFailed'));
  }, [query.isError, t]);
  const rows = query.data?.data ?? [];
  if (rows.length === 0) return null;
  const open = rows.find((w) => w.id === openId);
  const unread = query.data!.meta.total_unread_warnings;
  return (
    <section aria-labelledby="active-warnings" className="mb-8 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="active-warnings" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Megaphone className="size-5 text-primary-700" aria-hidden />
          {t('warnings.landing.heading')}
          {unread > 0 && (
            <span className="rounded-full bg-primary-600 px-2 py-0.5 text-xs font-semibold text-on-primary">
              {t('warnings.unreadCount', { count: unread })}
            </span>
          )}
        </h2>
        <Link to="/notes" className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-text hover:underline">
          {t('warnings.landing.seeAll')}
        </Link>
      </div>
      <ul className="divide-y divide-slate-100">
        {rows.map((w) => (
          <li key={w.id}>
            <button
              type="button"
              onClick={() => setOpenId(w.id)}
              className="flex min-h-12 w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-slate-50"
            >
              <span className={cx('size-2.5 shrink-0 rounded-full', w.is_read ? 'bg-slate-300' : 'bg-primary-600')} aria-hidden />
              <span className={cx('line-clamp-2 min-w-0 flex-1 break-words text-slate-900', !w.is_read && 'font-semibold')}>
                {w.title}
              </span>
              <time dateTime={w.created_at} className="shrink-0 text-sm text-slate-600">
                {formatDate(w.created_at)}
              </time>
              <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      {open && <WarningDetailModal warning={open} onClose={() => setOpenId(null)} />}
    </section>
  );
}
