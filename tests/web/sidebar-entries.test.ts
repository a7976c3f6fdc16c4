import { describe, expect, it } from 'vitest';
import type { UserType } from '@trilha/shared';
import type { FeatureRoute } from '../../apps/web/src/app/feature.ts';
import { FEATURES } from '../../apps/web/src/app/features.ts';
import {
  disciplineIdFromPath,
  disciplineIdOfRoute,
  sidebarEntries,
  tutorChatLink,
  userMenuEntries,
} from '../../apps/web/src/shell/sidebar-entries.ts';

const keys = (type: UserType, o: { disciplineId?: number | null; tutoring?: { enabled: boolean; phone: string | null } } = {}) =>
  sidebarEntries({ type, disciplineId: o.disciplineId ?? null, tutoring: o.tutoring ?? { enabled: false, phone: null } }).map(
    (e) => e.key,
  );

describe('sidebar entries by role (001 §2)', () => {
  it('outside discipline views', () => {
    // Auditoria: the audit log (issue 21 item 7, docs/audit.md), the admins' only addition to 001 §2.
    expect(keys('admin')).toEqual(['home', 'users', 'companies', 'audit']);
    expect(keys('manager')).toEqual(['home', 'users', 'reports', 'alerts', 'calendar', 'production', 'tutors', 'projects']);
    expect(keys('supervisor')).toEqual(['home', 'reports', 'alerts', 'calendar', 'production', 'tutors', 'projects']);
    expect(keys('client')).toEqual(['home', 'calendar']);
    expect(keys('tutor')).toEqual([
      'home',
      'tutorDashboard',
      'reports',
      'alerts',
      'calendar',
      'production',
      'tutors',
      'projects',
    ]);
    expect(keys('teacher')).toEqual(['home', 'tutorDashboard', 'reports', 'alerts', 'calendar']);
    // Avisos for students too (issue 29: the phone's bottom bar had it, the desktop sidebar did not).
    expect(keys('student')).toEqual(['home', 'dashboard', 'alerts', 'calendar']);
  });

  it('inside a discipline view: Turma and Notas with its id; no Usuarios for the manager, no placeholders', () => {
    expect(keys('manager', { disciplineId: 7 })).toEqual(['home', 'class', 'grades', 'reports', 'alerts', 'calendar']);
    expect(keys('admin', { disciplineId: 7 })).toEqual(['home', 'users', 'companies', 'audit', 'class', 'grades']);
    const entries = sidebarEntries({ type: 'student', disciplineId: 7, tutoring: { enabled: false, phone: null } });
    expect(entries.find((e) => e.key === 'class')).toMatchObject({ to: '/discipline/7/class' });
    expect(entries.find((e) => e.key === 'grades')).toMatchObject({ to: '/discipline/7/grades' });
  });

  it('Início goes to the landing page of the role', () => {
    const home = (type: UserType) => sidebarEntries({ type, disciplineId: null, tutoring: { enabled: false, phone: null } })[0];
    expect(home('admin')).toMatchObject({ to: '/home' });
    expect(home('student')).toMatchObject({ to: '/my/disciplines' });
    expect(home('client')).toMatchObject({ to: '/disciplines' });
  });

  it('Falar com Tutor: students only, only when enabled, a chat link with 55 and the digits', () => {
    const tutoring = { enabled: true, phone: '(11) 98765-4321' };
    expect(keys('student', { tutoring })).toContain('talkToTutor');
    expect(keys('student', { tutoring: { ...tutoring, enabled: false } })).not.toContain('talkToTutor');
    expect(keys('tutor', { tutoring })).not.toContain('talkToTutor');
    const entry = sidebarEntries({ type: 'student', disciplineId: null, tutoring }).find((e) => e.key === 'talkToTutor');
    expect(entry).toEqual({ key: 'talkToTutor', kind: 'external', href: 'https://wa.me/5511987654321' });
    expect(tutorChatLink('11 3333-4444')).toBe('https://wa.me/551133334444');
  });

  it('Falar com Tutor does not double a stored 55', () => {
    expect(tutorChatLink('+55 (11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(tutorChatLink('5511987654321')).toBe('https://wa.me/5511987654321');
    expect(tutorChatLink('55 1133334444')).toBe('https://wa.me/551133334444');
    // DDD 55 (Santa Maria, RS) is an area code: still prefixed.
    expect(tutorChatLink('(55) 99876-5432')).toBe('https://wa.me/5555998765432');
    expect(tutorChatLink('011 98765-4321')).toBe('https://wa.me/5511987654321');
  });

  it('placeholders open the feature-interest modal', () => {
    const entries = sidebarEntries({ type: 'manager', disciplineId: null, tutoring: { enabled: false, phone: null } });
    expect(entries.filter((e) => e.kind === 'feature').map((e) => e.key)).toEqual(['production', 'tutors', 'projects']);
  });

  it('recognises discipline views', () => {
    expect(disciplineIdFromPath('/discipline/12/materials')).toBe(12);
    expect(disciplineIdFromPath('/discipline/12')).toBe(12);
    expect(disciplineIdFromPath('/disciplines')).toBeNull();
    expect(disciplineIdFromPath('/my/disciplines')).toBeNull();
  });

  // Issue 17: Turma and Notas vanished on a discipline's question bank and on a SCORM item's page.
  it('a discipline view on another path declares its discipline: /quizzes/{id}, /scorm/{materialItemId}', () => {
    const route = (path: string): FeatureRoute => {
      const found = FEATURES.flatMap((f) => (f.routes?.shell ?? []) as FeatureRoute[]).find((r) => r.path === path);
      if (!found) throw new Error(`no route ${path}`);
      return found;
    };
    const match = (path: string, params: Record<string, string>, data: unknown = null) => ({
      params,
      data,
      handle: { discipline: route(path).discipline },
    });
    const shell = { params: {}, data: null, handle: undefined };
    expect(disciplineIdOfRoute('/quizzes/12', [shell, match('quizzes/:id', { id: '12' })])).toBe(12);
    expect(
      disciplineIdOfRoute('/scorm/40', [shell, match('scorm/:materialItemId', { materialItemId: '40' }, { disciplineId: 9 })]),
    ).toBe(9);
    // Before its data has loaded, or off a discipline view: no discipline.
    expect(disciplineIdOfRoute('/scorm/40', [shell, match('scorm/:materialItemId', { materialItemId: '40' })])).toBeNull();
    expect(disciplineIdOfRoute('/questions/management', [shell, match('questions/management', {})])).toBeNull();
    // /discipline/{id}/... still reads its id from the path.
    expect(disciplineIdOfRoute('/discipline/5/grades', [shell])).toBe(5);
    const entries = sidebarEntries({
      type: 'teacher',
      disciplineId: disciplineIdOfRoute('/quizzes/12', [match('quizzes/:id', { id: '12' })]),
      tutoring: { enabled: false, phone: null },
    });
    expect(entries.find((e) => e.key === 'class')).toMatchObject({ to: '/discipline/12/class' });
    expect(entries.find((e) => e.key === 'grades')).toMatchObject({ to: '/discipline/12/grades' });
  });
});

describe('user menu', () => {
  it('Configurações only for manager and client; every role reads and chooses its notifications (issue 29)', () => {
    const N = ['notifications', 'notification-preferences'];
    expect(userMenuEntries('manager', 3).map((e) => e.key)).toEqual(['profile', 'settings', ...N, 'changePassword', 'logout']);
    expect(userMenuEntries('client', 3).map((e) => e.key)).toEqual(['profile', 'settings', ...N, 'changePassword', 'logout']);
    for (const type of ['supervisor', 'admin'] as const)
      expect(userMenuEntries(type, 3).map((e) => e.key)).toEqual(['profile', ...N, 'changePassword', 'logout']);
    // Every role gets notifications (001 §1, notifications:receive): its page and its preferences.
    for (const type of ['student', 'tutor', 'teacher'] as const)
      expect(userMenuEntries(type, 3).map((e) => e.key)).toEqual(['profile', ...N, 'changePassword', 'logout']);
    expect(userMenuEntries('student', 3)[0]).toEqual({ key: 'profile', to: '/profile/3' });
  });
});
