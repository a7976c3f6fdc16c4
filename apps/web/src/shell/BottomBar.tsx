import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, House, Megaphone } from 'lucide-react';
import { can, landingPath } from '@trilha/shared/kernel';
import { useRequiredSession } from '../lib/session.ts';
import { Sheet } from '../ui/Sheet.tsx';
import { cx } from '../ui/cx.ts';
import { Avatar } from './Avatar.tsx';
import { NavList } from './Sidebar.tsx';
import { userMenuEntries, userMenuItem, type NavEntry } from './sidebar-entries.ts';
import { useLogout } from './use-logout.ts';
import { NotificationBell } from '../features/notifications/NotificationBell.tsx';

/**
 * Academic roles at 1024 px and below (000 §2): home (My Disciplines), calendar, alerts,
 * notifications (the bell and its panel, features/notifications) and the avatar, which opens the
 * menu as a bottom sheet.
 */
export function BottomBar({ entries, onFeature }: { entries: NavEntry[]; onFeature: (label: string) => void }) {
  const { t } = useTranslation();
  const { user } = useRequiredSession();
  const { pathname } = useLocation();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);

  const item = 'flex min-h-14 flex-1 flex-col items-center justify-center gap-1 rounded-xl text-[11px] font-semibold';
  const state = ({ isActive }: { isActive: boolean }) =>
    cx(item, isActive ? 'text-primary-text' : 'text-slate-600 hover:text-slate-900');
  const userItems = userMenuEntries(user.type, user.id);

  return (
    <>
      <nav
        aria-label={t('nav.bottom')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-2 pb-[env(safe-area-inset-bottom)] backdrop-blur"
      >
        <ul className="mx-auto flex max-w-xl items-stretch">
          <li className="flex flex-1">
            <NavLink to={landingPath(user.type)} className={state}>
              <House className="size-6" aria-hidden />
              {t('nav.home')}
            </NavLink>
          </li>
          <li className="flex flex-1">
            <NavLink to="/calendar" className={state}>
              <CalendarDays className="size-6" aria-hidden />
              {t('nav.calendar')}
            </NavLink>
          </li>
          <li className="flex flex-1">
            <NavLink to="/notes" className={state}>
              <Megaphone className="size-6" aria-hidden />
              {t('nav.alerts')}
            </NavLink>
          </li>
          {can(user.type, 'notifications:bell') && (
            <li className="flex flex-1">
              <NotificationBell placement="bottom" />
            </li>
          )}
          <li className="flex flex-1">
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-expanded={menuOpen}
              aria-controls="narrow-menu"
              className={cx(item, 'text-slate-600 hover:text-slate-900')}
            >
              <Avatar user={user} className="size-7 text-[11px]" />
              {t('nav.menu')}
            </button>
          </li>
        </ul>
      </nav>
      <Sheet open={menuOpen} onClose={() => setMenuOpen(false)} side="bottom" label={t('nav.menu')} id="narrow-menu">
        <div className="mx-auto mt-3 h-1.5 w-12 rounded-full bg-slate-300" aria-hidden />
        <div className="flex items-center gap-3 border-b border-slate-100 px-5 py-4">
          <Avatar user={user} className="size-11" />
          <div className="min-w-0">
            <p className="truncate font-semibold">{user.name}</p>
            <p className="truncate text-sm text-slate-600">{user.email}</p>
          </div>
        </div>
        <nav aria-label={t('nav.main')} className="p-3">
          <NavList entries={entries} onNavigate={() => setMenuOpen(false)} onFeature={onFeature} />
        </nav>
        <ul className="space-y-1 border-t border-slate-100 p-3 pb-6">
          {userItems.map(({ key, to }) => {
            const { icon: Icon, label } = userMenuItem(key);
            const cls = 'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium hover:bg-slate-100';
            return (
              <li key={key}>
                {to ? (
                  <Link to={to} className={cx(cls, 'text-slate-700')}>
                    <Icon className="size-5" aria-hidden />
                    {t(label)}
                  </Link>
                ) : (
                  <button type="button" onClick={() => void logout()} className={cx(cls, 'text-red-700')}>
                    <Icon className="size-5" aria-hidden />
                    {t(label)}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </Sheet>
    </>
  );
}
