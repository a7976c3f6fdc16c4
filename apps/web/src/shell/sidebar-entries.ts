// Who sees which sidebar and user-menu entry (001 §2), as data: every feature declares its entries
// with a policy permission (app/feature.ts), this module picks and orders them for a user and a
// route. No role name here: tests/web/sidebar-entries.test.ts checks the outcome role by role.
import type { LucideIcon } from 'lucide-react';
import { can, landingPath, type UserType } from '@trilha/shared/kernel';
import type { Params } from 'react-router';
import type { NavContext, NavItem, UserMenuItem } from '../app/feature.ts';
import type { RouteHandle } from '../app/routes.tsx';
import { FEATURES } from '../app/features.ts';
import type { CatalogueKey } from '../i18n/catalogue.ts';
import { NAV_ICONS } from './nav-icons.ts';

export { tutorChatLink } from './tutor-chat.ts';

/** Início (all roles, to their landing page): the shell's own entry. */
const HOME: NavItem<CatalogueKey> = {
  key: 'home',
  label: 'nav.home',
  icon: 'House',
  order: 0,
  permission: 'platform:use',
  target: { route: (ctx) => ctx.landing },
};

/** Every feature's entries (and Início). */
export const NAV_ITEMS: ReadonlyArray<NavItem<CatalogueKey>> = [
  HOME,
  ...FEATURES.flatMap((f) => (f.nav ?? []) as NavItem<CatalogueKey>[]),
];

export const USER_MENU_ITEMS: ReadonlyArray<UserMenuItem<CatalogueKey>> = FEATURES.flatMap(
  (f) => ('userMenu' in f ? (f.userMenu ?? []) : []) as UserMenuItem<CatalogueKey>[],
).sort((a, b) => a.order - b.order);

/** Sair: the shell's own, always last (001 §2). */
export const LOGOUT_ITEM = { key: 'logout', label: 'userMenu.logout', icon: 'LogOut' } as const;

export type NavEntry =
  | { key: string; kind: 'route'; to: string }
  | { key: string; kind: 'external'; href: string }
  /** Placeholder items: they open the feature-interest modal. */
  | { key: string; kind: 'feature' };

export type SidebarContext = {
  type: UserType;
  /** The discipline of the current route, when it is a discipline view (/discipline/{id}/...). */
  disciplineId: number | null;
  tutoring: { enabled: boolean; phone: string | null };
  userId?: number;
};

/** /discipline/{id}/... is a discipline view; its id feeds Turma and Notas. */
export function disciplineIdFromPath(pathname: string): number | null {
  const m = /^\/discipline\/(\d+)(?:\/|$)/.exec(pathname);
  return m ? Number(m[1]) : null;
}

/** A matched route as the shell sees it (react-router's useMatches()). */
export type RouteMatchLike = { params: Params; data: unknown; handle: unknown };

/**
 * The discipline of the current screen: the deepest route that declares one (a discipline view on
 * another path, e.g. /quizzes/{id} or /scorm/{materialItemId}), else /discipline/{id}/... itself.
 */
export function disciplineIdOfRoute(pathname: string, matches: ReadonlyArray<RouteMatchLike>): number | null {
  for (const m of [...matches].reverse()) {
    const declared = (m.handle as RouteHandle | undefined)?.discipline;
    if (!declared) continue;
    const id = declared({ params: m.params, data: m.data });
    if (id !== null && Number.isInteger(id) && id > 0) return id;
  }
  return disciplineIdFromPath(pathname);
}

/** What an entry may look at: the policy for this role, never the role itself. */
function navContext({ type, disciplineId, tutoring, userId = 0 }: SidebarContext): NavContext {
  return { can: (p) => can(type, p), userId, landing: landingPath(type), disciplineId, tutoring };
}

export function sidebarEntries(context: SidebarContext, items: ReadonlyArray<NavItem> = NAV_ITEMS): NavEntry[] {
  const ctx = navContext(context);
  return [...items]
    .sort((a, b) => a.order - b.order)
    .filter((item) => ctx.can(item.permission) && (item.when?.(ctx) ?? true))
    .map(({ key, target }): NavEntry => {
      if ('route' in target) return { key, kind: 'route', to: target.route(ctx) };
      if ('external' in target) return { key, kind: 'external', href: target.external(ctx) };
      return { key, kind: 'feature' };
    });
}

/** The label and icon of an entry, by its key. */
export function navItem(key: string): { label: CatalogueKey; icon: LucideIcon } {
  const item = NAV_ITEMS.find((i) => i.key === key);
  if (!item) throw new Error(`Unknown sidebar entry ${key}`);
  return { label: item.label, icon: NAV_ICONS[item.icon] };
}

export type UserMenuEntry = { key: string; to?: string };

/** User menu (001 §2): the features' items the policy allows (Perfil, Configurações, Alterar senha), then Sair. */
export function userMenuEntries(type: UserType, userId: number): UserMenuEntry[] {
  const ctx = navContext({ type, userId, disciplineId: null, tutoring: { enabled: false, phone: null } });
  return [
    ...USER_MENU_ITEMS.filter((item) => ctx.can(item.permission)).map(({ key, to }) => ({ key, to: to(ctx) })),
    { key: LOGOUT_ITEM.key },
  ];
}

/** The label and icon of a user menu entry, by its key. */
export function userMenuItem(key: string): { label: CatalogueKey; icon: LucideIcon } {
  const item = key === LOGOUT_ITEM.key ? LOGOUT_ITEM : USER_MENU_ITEMS.find((i) => i.key === key);
  if (!item) throw new Error(`Unknown user menu entry ${key}`);
  return { label: item.label, icon: NAV_ICONS[item.icon] };
}
