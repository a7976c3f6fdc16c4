// Who sees which sidebar entry (001 §2 "Sidebar"), as data: the Sidebar and the narrow menu render it,
// tests/web/sidebar-entries.test.ts checks it role by role.
import { landingPath, type UserType } from '@trilha/shared';

export type NavKey =
  | 'home'
  | 'users'
  | 'companies'
  | 'class'
  | 'grades'
  | 'reports'
  | 'alerts'
  | 'calendar'
  | 'talkToTutor'
  | 'production'
  | 'tutors'
  | 'projects';

export type NavEntry =
  | { key: NavKey; kind: 'route'; to: string }
  | { key: NavKey; kind: 'external'; href: string }
  /** Placeholder items: they open the feature-interest modal. */
  | { key: NavKey; kind: 'feature' };

export type SidebarContext = {
  type: UserType;
  /** The discipline of the current route, when it is a discipline view (/discipline/{id}/...). */
  disciplineId: number | null;
  tutoring: { enabled: boolean; phone: string | null };
};

/** /discipline/{id}/... is a discipline view; its id feeds Turma and Notas. */
export function disciplineIdFromPath(pathname: string): number | null {
  const m = /^\/discipline\/(\d+)(?:\/|$)/.exec(pathname);
  return m ? Number(m[1]) : null;
}

/** The chat link of Falar com Tutor: the configured number's digits with country code 55. */
export function tutorChatLink(phone: string): string {
  return `https://wa.me/55${phone.replace(/\D/g, '')}`;
}

export function sidebarEntries({ type, disciplineId, tutoring }: SidebarContext): NavEntry[] {
  const inDiscipline = disciplineId !== null;
  const is = (...types: UserType[]) => types.includes(type);
  const out: NavEntry[] = [{ key: 'home', kind: 'route', to: landingPath(type) }];
  if (is('admin') || (is('manager') && !inDiscipline)) out.push({ key: 'users', kind: 'route', to: '/users' });
  if (is('admin')) out.push({ key: 'companies', kind: 'route', to: '/companies' });
  if (inDiscipline) {
    out.push({ key: 'class', kind: 'route', to: `/discipline/${disciplineId}/class` });
    out.push({ key: 'grades', kind: 'route', to: `/discipline/${disciplineId}/grades` });
  }
  if (is('manager', 'tutor', 'teacher', 'supervisor')) {
    out.push({ key: 'reports', kind: 'route', to: '/reports' });
    out.push({ key: 'alerts', kind: 'route', to: '/notes' });
  }
  if (!is('admin')) out.push({ key: 'calendar', kind: 'route', to: '/calendar' });
  if (is('student') && tutoring.enabled && tutoring.phone && tutoring.phone.replace(/\D/g, '')) {
    out.push({ key: 'talkToTutor', kind: 'external', href: tutorChatLink(tutoring.phone) });
  }
  if (is('manager', 'supervisor', 'tutor') && !inDiscipline) {
    out.push({ key: 'production', kind: 'feature' }, { key: 'tutors', kind: 'feature' }, { key: 'projects', kind: 'feature' });
  }
  return out;
}

export type UserMenuKey = 'profile' | 'settings' | 'changePassword' | 'logout';

/** User menu (001 §2): Sair, Configurações (manager and client only), Alterar senha, Perfil. */
export function userMenuEntries(type: UserType, userId: number): Array<{ key: UserMenuKey; to?: string }> {
  return [
    { key: 'profile', to: `/profile/${userId}` },
    ...(type === 'manager' || type === 'client' ? [{ key: 'settings' as const, to: '/consumers/settings' }] : []),
    { key: 'changePassword', to: `/users/${userId}/change-password` },
    { key: 'logout' },
  ];
}
