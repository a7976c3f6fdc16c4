// Features register themselves (apps/web/src/app/features.ts): their routes, sidebar and user-menu
// entries are gated by the shared policy, and their strings make one consistent catalogue.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS, USER_TYPES, type Permission } from '@trilha/shared';
import type { Feature, NavItem } from '../../apps/web/src/app/feature.ts';
import { FEATURES } from '../../apps/web/src/app/features.ts';
import { claimSections } from '../../apps/web/src/i18n/catalogue.ts';
import { coreStrings } from '../../apps/web/src/i18n/core.ts';
import { NAV_ITEMS, USER_MENU_ITEMS, sidebarEntries } from '../../apps/web/src/shell/sidebar-entries.ts';

const features = FEATURES as readonly Feature[];
const WEB_SRC = resolve(import.meta.dirname, '../../apps/web/src');

describe('features', () => {
  it('every folder under features/ is one line of the list', () => {
    const folders = readdirSync(join(WEB_SRC, 'features')).filter((f) => statSync(join(WEB_SRC, 'features', f)).isDirectory());
    expect(features.map((f) => f.name).sort()).toEqual(folders.sort());
  });

  it('routes, sidebar and user-menu entries name permissions of the shared policy', () => {
    const used: string[] = [
      ...features.flatMap((f) => Object.values(f.routes ?? {}).flatMap((rs) => rs.flatMap((r) => r.permission ?? []))),
      ...NAV_ITEMS.map((i) => i.permission),
      ...USER_MENU_ITEMS.map((i) => i.permission),
    ];
    expect(used.length).toBeGreaterThan(10);
    for (const p of used) expect(Object.keys(PERMISSIONS), p).toContain(p);
  });
});

describe('sidebar entries come from the policy', () => {
  const ctx = { disciplineId: null, tutoring: { enabled: false, phone: null } };
  const item = (key: string, permission: Permission, order: number, extra: Partial<NavItem> = {}): NavItem => ({
    key,
    label: 'nav.home',
    icon: NAV_ITEMS[0]!.icon,
    order,
    permission,
    target: { route: () => `/${key}` },
    ...extra,
  });

  it('an entry shows for every role holding its permission, in order', () => {
    const items = [item('b', 'users:list', 2), item('a', 'companies:list', 1)];
    for (const type of USER_TYPES) {
      const keys = sidebarEntries({ type, ...ctx }, items).map((e) => e.key);
      const expected = [
        ...((PERMISSIONS['companies:list'].roles as readonly string[]).includes(type) ? ['a'] : []),
        ...((PERMISSIONS['users:list'].roles as readonly string[]).includes(type) ? ['b'] : []),
      ];
      expect(keys, type).toEqual(expected);
    }
  });

  it('`when` sees the context and the policy, not the role', () => {
    const inside = item('class', 'platform:use', 1, { when: (c) => c.disciplineId !== null });
    expect(sidebarEntries({ type: 'student', ...ctx }, [inside])).toEqual([]);
    expect(sidebarEntries({ type: 'student', ...ctx, disciplineId: 4 }, [inside])).toEqual([
      { key: 'class', kind: 'route', to: '/class' },
    ]);
  });
});

describe('the catalogue', () => {
  it("features' sections never collide with each other or the app's", async () => {
    const owners = new Map<string, string>();
    claimSections(owners, 'core', coreStrings);
    for (const f of features) if (f.strings) claimSections(owners, f.name, await f.strings());
    expect(() => claimSections(owners, 'another', { users: {} })).toThrow(/declared by users and another/);
  });

  it('every page title and menu label is a text of the catalogue', async () => {
    // With every domain's messages, as the shell has them (the entry's core has only the common ones).
    const catalogue: Record<string, unknown> = { ...coreStrings, messages: MESSAGES };
    for (const f of features) Object.assign(catalogue, f.strings ? await f.strings() : {});
    const text = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], catalogue);
    const keys = [
      ...features.flatMap((f) => Object.values(f.routes ?? {}).flatMap((rs) => rs.map((r) => r.title))),
      ...NAV_ITEMS.map((i) => i.label),
      ...USER_MENU_ITEMS.map((i) => i.label),
    ];
    for (const key of keys) expect(typeof text(key), key).toBe('string');
  });
});

describe('no role names outside the policy', () => {
  const ROLE = USER_TYPES.join('|');
  // A role compared, switched on or listed: the policy (@trilha/shared) decides that.
  const patterns = [
    new RegExp(`[!=]==\\s*['"](${ROLE})['"]`),
    new RegExp(`case\\s+['"](${ROLE})['"]`),
    new RegExp(`['"](${ROLE})['"]\\s*,\\s*['"](${ROLE})['"]`),
    /requireRole\(/,
  ];
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
    });

  it('apps/web/src compares no role', () => {
    const found = files(WEB_SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => patterns.some((p) => p.test(line)))
        .map((line) => `${file.slice(WEB_SRC.length)}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
