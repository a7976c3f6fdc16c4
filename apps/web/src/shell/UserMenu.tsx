import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import { useRequiredSession } from '../lib/session.ts';
import { cx } from '../ui/cx.ts';
import { Avatar } from './Avatar.tsx';
import { userMenuEntries, userMenuItem } from './sidebar-entries.ts';
import { useLogout } from './use-logout.ts';

/** The user menu as an ARIA menu button: arrows move, Esc closes and returns focus. */
export function UserMenu({ placement = 'down', compact = false }: { placement?: 'down' | 'up'; compact?: boolean }) {
  const { t } = useTranslation();
  const { user } = useRequiredSession();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const entries = userMenuEntries(user.type, user.id);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onDown = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const onMenuKey = (e: KeyboardEvent) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const i = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown') items[(i + 1) % items.length]?.focus();
    else if (e.key === 'ArrowUp') items[(i - 1 + items.length) % items.length]?.focus();
    else if (e.key === 'Home') items[0]?.focus();
    else if (e.key === 'End') items[items.length - 1]?.focus();
    else if (e.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (e.key === 'Tab') setOpen(false);
    else return;
    e.preventDefault();
  };

  const itemClass =
    'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 focus:bg-slate-100';
  return (
    <div ref={wrapRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className="flex items-center gap-3 rounded-full p-1 pr-2 hover:bg-slate-100"
      >
        {/* The name is visible text: the accessible name includes it (WCAG 2.5.3), after "Menu do usuário". */}
        <span className="sr-only">{t('userMenu.open')}</span>
        <Avatar user={user} />
        {!compact && (
          <>
            <span className="hidden text-left leading-tight sm:block">
              <span className="block max-w-[18rem] truncate text-sm font-semibold text-slate-900" title={user.name}>
                {user.name}
              </span>
              <span className="block text-xs text-slate-600">{t(`roles.${user.type}`)}</span>
            </span>
            <ChevronDown className="size-4 text-slate-600" aria-hidden />
          </>
        )}
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('userMenu.open')}
          onKeyDown={onMenuKey}
          className={cx(
            'absolute right-0 z-50 w-60 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-slate-200',
            placement === 'down' ? 'top-full mt-2' : 'bottom-full mb-2',
          )}
        >
          <li role="none" className="border-b border-slate-100 px-3 pb-2.5 pt-1.5">
            <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-xs text-slate-600">{user.email}</p>
          </li>
          {entries.map(({ key, to }) => {
            const { icon: Icon, label } = userMenuItem(key);
            return (
              <li role="none" key={key} className={key === 'logout' ? 'mt-1 border-t border-slate-100 pt-1' : undefined}>
                {to ? (
                  <Link role="menuitem" tabIndex={-1} to={to} onClick={() => setOpen(false)} className={itemClass}>
                    <Icon className="size-4" aria-hidden />
                    {t(label)}
                  </Link>
                ) : (
                  <button
                    role="menuitem"
                    tabIndex={-1}
                    type="button"
                    onClick={() => {
                      setOpen(false);
                      void logout();
                    }}
                    className={cx(itemClass, 'text-red-700 hover:bg-red-50 focus:bg-red-50')}
                  >
                    <Icon className="size-4" aria-hidden />
                    {t(label)}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
