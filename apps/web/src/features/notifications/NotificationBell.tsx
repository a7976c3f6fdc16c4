import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bell } from 'lucide-react';
import type { Notification } from '@trilha/shared/notifications';
import { cx } from '../../ui/cx.ts';
import { notificationTarget } from './notification-target.ts';
import { useNotifications } from './use-notifications.ts';
import { NotificationPanel } from './NotificationPanel.tsx';

/**
 * The notification bell (001 §2) with its red dot while unread ones exist: in the header, or as
 * the bottom bar's Notificações item on phones. It opens the panel; a row marks itself read and
 * opens its discipline's material or forum. Part of the shell's chunk, like the menus: never on
 * the sign-in page.
 */
export function NotificationBell({ placement }: { placement: 'header' | 'bottom' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const n = useNotifications(page);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  // Esc and a click outside close it; Esc gives focus back to the bell.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const toggle = () => {
    if (!open) setPage(1);
    setOpen((o) => !o);
  };
  const openNotification = (x: Notification) => {
    if (x.read_at === null) n.markRead([x.id]);
    const to = notificationTarget(x);
    if (!to) return;
    setOpen(false);
    void navigate(to);
  };

  // The name stays 'Notificações' (what is shown, what voice control says); the count is its description.
  const label = t('notifications.open');
  const countId = `${panelId}-count`;

  return (
    <div ref={root} className={cx(placement === 'bottom' && 'flex flex-1')}>
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-describedby={n.unread > 0 ? countId : undefined}
        title={placement === 'header' ? label : undefined}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        className={cx(
          'relative',
          placement === 'header'
            ? 'grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900'
            : 'flex min-h-14 flex-1 flex-col items-center justify-center gap-1 rounded-xl text-[11px] font-semibold',
          placement === 'bottom' && (open ? 'text-primary-text' : 'text-slate-600 hover:text-slate-900'),
        )}
      >
        <span className="relative">
          <Bell className={placement === 'header' ? 'size-5' : 'size-6'} aria-hidden />
          {n.unread > 0 && (
            <span
              aria-hidden
              data-testid="notification-dot"
              className="absolute -right-0.5 -top-0.5 size-2.5 rounded-full bg-red-600 ring-2 ring-white"
            />
          )}
        </span>
        {placement === 'bottom' && <span aria-hidden>{t('nav.notifications')}</span>}
      </button>
      {n.unread > 0 && (
        <span id={countId} className="sr-only">
          {t('notifications.unreadCount', { count: n.unread })}
        </span>
      )}
      {open && (
        <NotificationPanel
          id={panelId}
          placement={placement}
          page={n.page}
          loading={n.loading}
          fetching={n.fetching}
          failed={n.failed}
          marking={n.marking}
          onRetry={n.retry}
          onPage={setPage}
          onOpen={openNotification}
          onMarkAll={n.markAllRead}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
