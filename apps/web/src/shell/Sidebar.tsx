import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ExternalLink, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { cx } from '../ui/cx.ts';
import { navItem, type NavEntry } from './sidebar-entries.ts';

/** The entries as a list of links; shared by the sidebar rail, the drawer and the narrow menu sheet. */
export function NavList({
  entries,
  collapsed = false,
  onNavigate,
  onFeature,
}: {
  entries: NavEntry[];
  collapsed?: boolean;
  onNavigate?: () => void;
  onFeature: (label: string) => void;
}) {
  const { t } = useTranslation();
  const base = cx(
    'group flex min-h-11 items-center gap-3 rounded-lg text-sm font-medium transition-colors',
    collapsed ? 'justify-center px-0' : 'px-3',
  );
  const idle = 'text-slate-700 hover:bg-primary-50 hover:text-primary-800';
  return (
    <ul className="space-y-1">
      {entries.map((entry) => {
        const { icon: Icon, label: labelKey } = navItem(entry.key);
        const label = t(labelKey);
        const content = (
          <>
            <Icon className="size-5 shrink-0" aria-hidden />
            <span className={cx(collapsed && 'sr-only', 'truncate')}>{label}</span>
          </>
        );
        return (
          <li key={entry.key}>
            {entry.kind === 'route' ? (
              <NavLink
                to={entry.to}
                end={entry.key !== 'home'}
                title={collapsed ? label : undefined}
                onClick={onNavigate}
                className={({ isActive }) => cx(base, isActive ? 'bg-primary-600 text-on-primary shadow-sm' : idle)}
              >
                {content}
              </NavLink>
            ) : entry.kind === 'external' ? (
              <a
                href={entry.href}
                target="_blank"
                rel="noreferrer noopener"
                title={collapsed ? label : undefined}
                className={cx(base, idle)}
              >
                {content}
                {!collapsed && <ExternalLink className="ml-auto size-4 opacity-60" aria-hidden />}
                <span className="sr-only">{t('nav.newTab')}</span>
              </a>
            ) : (
              <button
                type="button"
                onClick={() => onFeature(label)}
                title={collapsed ? label : undefined}
                className={cx(base, idle, 'w-full')}
              >
                {content}
                {!collapsed && (
                  <span className="ml-auto rounded-full bg-secondary-100 px-2 py-0.5 text-[11px] font-semibold text-secondary-900">
                    {t('nav.comingSoon')}
                  </span>
                )}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function CollapseToggle({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const Icon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={!collapsed}
      aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
      title={collapsed ? t('nav.expand') : t('nav.collapse')}
      className={cx(
        'flex min-h-11 w-full items-center gap-3 rounded-lg text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        collapsed ? 'justify-center' : 'px-3',
      )}
    >
      <Icon className="size-5" aria-hidden />
      {!collapsed && <span>{t('nav.collapse')}</span>}
    </button>
  );
}
