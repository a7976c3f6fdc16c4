import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellOff, CheckCheck, ChevronLeft, ChevronRight, Settings2, X } from 'lucide-react';
import type { Notification, NotificationPage } from '@trilha/shared/notifications';
import { formatDate, formatTime } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { cx } from '../../ui/cx.ts';
import { PANEL_EDGE_MARGIN_PX, notificationPanelWidth } from './panel-width.ts';
import { useViewportWidth } from './use-viewport-width.ts';

export type NotificationPanelProps = {
  id: string;
  /** Under the header's bell, or above the bottom bar's item. */
  placement: 'header' | 'bottom';
  page: NotificationPage | undefined;
  loading: boolean;
  fetching: boolean;
  failed: boolean;
  marking: boolean;
  onRetry: () => void;
  onPage: (page: number) => void;
  onOpen: (n: Notification) => void;
  onMarkAll: () => void;
  onClose: () => void;
};

/**
 * The bell's panel (001 §2): 6 notifications a page, newest first, each with its title, date and
 * time, the unread ones marked; previous and next; mark all read; 'Nenhuma notificação encontrada'
 * when there is none. Its width follows the screen (panel-width.ts), 20 px from the edge. A
 * non-modal dialog: Esc or a click outside closes it, focus moves into it when it opens.
 */
export function NotificationPanel(p: NotificationPanelProps) {
  const { t } = useTranslation();
  const width = notificationPanelWidth(useViewportWidth());
  // The phone's 300 px panel: the buttons keep their icons, their words stay for screen readers.
  const narrow = width < 400;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const meta = p.page?.meta;
  const unread = meta?.total_unread_notifications ?? 0;
  const edge = `${PANEL_EDGE_MARGIN_PX}px`;

  return (
    <div
      id={p.id}
      role="dialog"
      aria-labelledby={`${p.id}-heading`}
      className="fixed z-40 flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl"
      style={
        p.placement === 'header'
          ? { width, right: edge, top: '4.5rem', maxHeight: `calc(100dvh - 4.5rem - ${edge})` }
          : { width, right: edge, bottom: 'calc(4.5rem + env(safe-area-inset-bottom))', maxHeight: 'calc(100dvh - 6.5rem)' }
      }
    >
      <div className="flex items-center gap-2 border-b border-slate-100 py-2 pl-4 pr-2">
        <h2
          id={`${p.id}-heading`}
          ref={heading}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 focus:outline-none"
        >
          {t('notifications.heading')}
        </h2>
        {unread > 0 && (
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
            {t('notifications.unreadCount', { count: unread })}
          </span>
        )}
        <div className="ml-auto flex items-center">
          <Button
            variant="ghost"
            className="px-2 sm:px-3"
            icon={<CheckCheck className="size-4" aria-hidden />}
            disabled={unread === 0}
            loading={p.marking}
            onClick={p.onMarkAll}
          >
            <span className={cx(narrow && 'sr-only')}>{t('notifications.markAll')}</span>
          </Button>
          <Link
            to="/notification-preferences"
            onClick={p.onClose}
            aria-label={t('notifications.preferences')}
            title={t('notifications.preferences')}
            className="grid size-11 shrink-0 place-items-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 [&>svg]:size-5"
          >
            <Settings2 aria-hidden />
          </Link>
          <IconButton label={t('notifications.close')} onClick={p.onClose}>
            <X aria-hidden />
          </IconButton>
        </div>
      </div>

      <div className={cx('min-h-0 flex-1 overflow-y-auto', p.fetching && !p.loading && 'opacity-70')} aria-busy={p.fetching}>
        {p.loading && (
          <div className="flex justify-center p-8">
            <Spinner className="size-6" label={t('app.loading')} />
          </div>
        )}
        {p.failed && (
          <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center text-sm text-red-800">
            {t('messages.notificationsLoadError')}
            <Button variant="secondary" onClick={p.onRetry}>
              {t('notifications.retry')}
            </Button>
          </div>
        )}
        {p.page && p.page.data.length === 0 && (
          <div className="p-4">
            <EmptyState icon={<BellOff className="size-6" aria-hidden />} title={t('messages.notificationsEmpty')} />
          </div>
        )}
        {p.page && p.page.data.length > 0 && (
          <ul className="divide-y divide-slate-100">
            {p.page.data.map((n) => (
              <li key={n.id}>
                <button
                  type="button"
                  onClick={() => p.onOpen(n)}
                  className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50"
                >
                  <span
                    aria-hidden
                    className={cx('mt-1.5 size-2.5 shrink-0 rounded-full', n.read_at === null ? 'bg-red-600' : 'bg-slate-200')}
                  />
                  <span className="min-w-0 flex-1">
                    <span
                      className={cx('block break-words', n.read_at === null ? 'font-semibold text-slate-900' : 'text-slate-700')}
                    >
                      {n.title}
                    </span>
                    <time dateTime={n.created_at} className="mt-0.5 block text-xs text-slate-600">
                      {t('notifications.at', { date: formatDate(n.created_at), time: formatTime(n.created_at) })}
                    </time>
                  </span>
                  {n.read_at === null && <span className="sr-only">{t('notifications.unread')}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      {/* The whole list (delete, older pages of 20) is one click away, for every role (issue 29). */}
      <div className="border-t border-slate-100 px-4 py-2 text-center">
        <Link
          to="/notifications"
          onClick={p.onClose}
          className="inline-block rounded px-2 py-1.5 text-sm font-medium text-primary-800 underline-offset-2 hover:underline focus-visible:underline"
        >
          {t('notifications.seeAll')}
        </Link>
      </div>

      {meta && meta.last_page > 1 && (
        <nav
          aria-label={t('pagination.label')}
          className="flex items-center justify-between gap-2 border-t border-slate-100 px-2 py-2"
        >
          <Button
            variant="ghost"
            className={cx(narrow && 'px-3')}
            icon={<ChevronLeft className="size-4" aria-hidden />}
            disabled={meta.current_page <= 1}
            onClick={() => p.onPage(meta.current_page - 1)}
          >
            <span className={cx(narrow && 'sr-only')}>{t('notifications.previous')}</span>
          </Button>
          <span className="whitespace-nowrap text-xs text-slate-600">
            {t('notifications.pageOf', { page: String(meta.current_page), last: String(meta.last_page) })}
          </span>
          <Button
            variant="ghost"
            className={cx(narrow && 'px-3')}
            disabled={meta.current_page >= meta.last_page}
            onClick={() => p.onPage(meta.current_page + 1)}
          >
            <span className={cx(narrow && 'sr-only')}>{t('notifications.next')}</span>
            <ChevronRight className="size-4" aria-hidden />
          </Button>
        </nav>
      )}
    </div>
  );
}
