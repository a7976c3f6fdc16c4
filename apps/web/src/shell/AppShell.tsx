import { useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { Menu, Star, X } from 'lucide-react';
import { can, UI } from '@trilha/shared/kernel';
import { queryClient } from '../app/query-client.ts';
import { useRequiredSession } from '../lib/session.ts';
import { useTenant } from '../app/tenant.ts';
import { TenantMark } from './TenantMark.tsx';
import { Sheet } from '../ui/Sheet.tsx';
import { formatNumber } from '../lib/format.ts';
import { cx } from '../ui/cx.ts';
import { useMediaQuery } from './use-media-query.ts';
import { disciplineIdOfRoute, navItem, sidebarEntries } from './sidebar-entries.ts';
import { CollapseToggle, NavList } from './Sidebar.tsx';
import { UserMenu } from './UserMenu.tsx';
import { BottomBar } from './BottomBar.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { FeatureModal } from './FeatureModal.tsx';
import { WaitlistModal } from '../features/leads/WaitlistModal.tsx';
import { AccessAsBanner } from '../features/access-as/AccessAsBanner.tsx';
import { NotificationBell } from '../features/notifications/NotificationBell.tsx';
import { AccessibilityButton } from '../features/accessibility/AccessibilityButton.tsx';
import { LanguageSelect } from '../features/language/LanguageSelect.tsx';

const COLLAPSED_KEY = 'trilha.sidebar.collapsed';

/**
 * The shell's route component: the query cache is provided here rather than at the root, so the
 * sign-in page does not load react-query. Screens outside the shell use no query hooks
 * (`useServerForm` passes the client itself).
 */
export function ShellLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell />
    </QueryClientProvider>
  );
}

/**
 * The signed-in layout (001 §2): a collapsible sidebar (70/240 px); at 1280 px and below a menu
 * button opens it as a drawer; academic roles at 1024 px and below get the bottom bar instead.
 */
export function AppShell() {
  const { t } = useTranslation();
  const { user } = useRequiredSession();
  const tenant = useTenant();
  const { pathname } = useLocation();
  const matches = useMatches();
  const menuMode = useMediaQuery(`(max-width: ${UI.sidebarMenuBreakpointPx}px)`);
  const narrow = useMediaQuery(`(max-width: ${UI.narrowBreakpointPx}px)`);
  const bottomBar = can(user.type, 'disciplines:list-enrolled') && narrow;
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [feature, setFeature] = useState<string | null>(null);

  const entries = sidebarEntries({
    type: user.type,
    userId: user.id,
    disciplineId: disciplineIdOfRoute(pathname, matches),
    tutoring: { enabled: tenant.settings.tutoring_phone_number_enabled, phone: tenant.settings.tutoring_phone_number },
  });

  useEffect(() => setDrawerOpen(false), [pathname, menuMode]);
  useEffect(() => localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0'), [collapsed]);

  // 001 §9's 70 and 240 px at the base font size, in rem so the rail grows with the accessibility
  // panel's font size (at ×2 "Painel do Aluno" and "Calendário" were cut to "Pai…", "Cal…"; issue 29).
  const railWidth = menuMode ? 0 : `${(collapsed ? UI.sidebarCollapsedPx : UI.sidebarExpandedPx) / 16}rem`;
  const openFeature = (label: string) => {
    setDrawerOpen(false);
    setFeature(label);
  };
  // The placeholder entries (Produção, Tutores, Projetos) open the waitlist form (001 §2, §5).
  const waitlist = entries.some((e) => e.kind === 'feature' && t(navItem(e.key).label) === feature);

  return (
    <div className="relative min-h-dvh" style={{ paddingLeft: railWidth }}>
      {!menuMode && (
        // The rail's white column down the whole page, behind the fixed sidebar: a capture or print
        // of a long page showed it stopping after the first screen, below "Recolher menu lateral" (issue 29).
        <div
          aria-hidden
          data-testid="sidebar-column"
          className="absolute inset-y-0 left-0 border-r border-slate-200 bg-white"
          style={{ width: railWidth }}
        />
      )}
      {!menuMode && (
        <aside
          className="fixed inset-y-0 left-0 z-30 flex flex-col border-r border-slate-200 bg-white transition-[width] duration-200"
          style={{ width: railWidth }}
        >
          <div className={cx('flex h-16 items-center border-b border-slate-100', collapsed ? 'justify-center' : 'px-5')}>
            <TenantMark tenant={tenant} compact={collapsed} />
          </div>
          <nav aria-label={t('nav.main')} className="min-h-0 flex-1 overflow-y-auto p-3">
            <NavList entries={entries} collapsed={collapsed} onFeature={openFeature} />
          </nav>
          <div className="border-t border-slate-100 p-3">
            <CollapseToggle collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
          </div>
        </aside>
      )}

      {menuMode && !bottomBar && (
        <Sheet open={drawerOpen} onClose={() => setDrawerOpen(false)} side="left" label={t('nav.main')} id="main-menu">
          <div className="flex h-16 items-center justify-between border-b border-slate-100 px-4">
            <TenantMark tenant={tenant} />
            <button
              type="button"
              onClick={() => setDrawerOpen(false)}
              aria-label={t('nav.closeMenu')}
              className="grid size-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          <nav aria-label={t('nav.main')} className="p-3">
            <NavList entries={entries} onNavigate={() => setDrawerOpen(false)} onFeature={openFeature} />
          </nav>
        </Sheet>
      )}

      <AccessAsBanner />
      {/* z-40: the header's panels (accessibility, notifications) stack over the phone's bottom bar (z-30). */}
      <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
        {menuMode && !bottomBar && (
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            aria-controls="main-menu"
            className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <Menu className="size-6" aria-hidden />
          </button>
        )}
        {menuMode && <TenantMark tenant={tenant} />}
        {/* Never wraps (issue 29): the tenant's name gives way (truncated) before the controls do. */}
        <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-3">
          <LanguageSelect />
          <AccessibilityButton />
          {can(user.type, 'badges:earn') && (
            <span className="inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full bg-secondary-100 px-3 py-1 text-sm font-semibold text-secondary-900">
              <Star className="size-4" aria-hidden />
              {/* A phone shows the number (the words stay for screen readers): the tenant's name keeps its room. */}
              <span aria-hidden className="sm:hidden">
                {formatNumber(user.points)}
              </span>
              <span className="max-sm:sr-only">{t('userMenu.points', { count: user.points })}</span>
            </span>
          )}
          {!bottomBar && can(user.type, 'notifications:bell') && <NotificationBell placement="header" />}
          {!bottomBar && <UserMenu />}
        </div>
      </header>

      <main
        id="main-content"
        tabIndex={-1}
        className={cx('mx-auto max-w-[1400px] px-4 pt-8 focus:outline-none sm:px-6 lg:px-10', bottomBar ? 'pb-40' : 'pb-24')}
      >
        <Outlet />
      </main>

      {bottomBar && <BottomBar entries={entries} onFeature={openFeature} />}
      <ScrollToTop raised={bottomBar} />
      <FeatureModal feature={waitlist ? null : feature} onClose={() => setFeature(null)} />
      <WaitlistModal feature={waitlist ? feature : null} onClose={() => setFeature(null)} />
    </div>
  );
}
