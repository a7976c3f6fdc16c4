// Preferências de notificação (beyond the spec, docs/notifications.md): the student opens the
// screen from the user menu and from the bell's panel, turns channels off per type and saves with
// a toast; the choice is the server's (a reload shows it, the table holds it). Screenshots at
// 1280 and 390 px, also copied to /tmp/shots-prefs.
import { copyFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { need } from '../support/requirements.ts';
import { screenshot, useBrowser } from './browser.ts';
import { withData } from './data.ts';
import { axeViolations } from './admin-helpers.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');
const SHOTS = resolve(import.meta.dirname, '../../test-artifacts/screenshots');

async function shot(page: Page, name: string) {
  await screenshot(page, name);
  mkdirSync('/tmp/shots-prefs', { recursive: true });
  copyFileSync(resolve(SHOTS, `${name}.png`), `/tmp/shots-prefs/${name}.png`);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Preferências de notificação' });
const box = (page: Page, type: string, channel: 'No sino' | 'Por e-mail') =>
  page.getByRole('checkbox', { name: `${type}: ${channel}` });

/** The seeded student's choices are left as the seed had them (none), for the other files. */
const reset = () =>
  withData(async ({ db, seeded }) => {
    const student = await seeded('student');
    await db.notificationPref.deleteMany({ where: { userId: student.id } });
    return student.id;
  });

describe.skipIf(!hasDb)('notification preferences', () => {
  const browser = useBrowser();

  it('from the user menu: types × channels, saved with a toast, kept by the server', async () => {
    const studentId = await reset();
    try {
      const page = await browser.signedIn('student', 'menu');
      await page.getByRole('button', { name: /^Menu do usuário/ }).click();
      await page.getByRole('menuitem', { name: 'Preferências de notificação' }).click();
      await heading(page).waitFor();
      expect(new URL(page.url()).pathname).toBe('/notification-preferences');
      // Defaults: everything on.
      for (const type of ['Novo material', 'Novo item de material', 'Novo fórum'])
        for (const channel of ['No sino', 'Por e-mail'] as const) expect(await box(page, type, channel).isChecked()).toBe(true);
      const save = page.getByRole('button', { name: 'Salvar preferências' });
      expect(await save.isDisabled()).toBe(true);

      await box(page, 'Novo material', 'Por e-mail').uncheck();
      await box(page, 'Novo fórum', 'No sino').press('Space');
      expect(await box(page, 'Novo fórum', 'No sino').isChecked()).toBe(false);
      await save.click();
      await page.getByText('Preferências de notificação salvas com sucesso!').waitFor();
      await shot(page, 'notification-preferences-1280');
      expect(await axeViolations(page), 'preferences, 1280').toEqual([]);

      const rows = await withData(({ db }) =>
        db.notificationPref.findMany({ where: { userId: studentId, enabled: false }, select: { type: true, channel: true } }),
      );
      expect(rows.map((r) => `${r.type}:${r.channel}`).sort()).toEqual(['ForumCreated:in_app', 'MaterialCreated:email']);

      await page.reload();
      await heading(page).waitFor();
      expect(await box(page, 'Novo material', 'Por e-mail').isChecked()).toBe(false);
      expect(await box(page, 'Novo fórum', 'No sino').isChecked()).toBe(false);
      expect(await box(page, 'Novo material', 'No sino').isChecked()).toBe(true);
    } finally {
      await reset();
    }
  });

  it('from the bell’s panel, and on a phone', async () => {
    const page = await browser.signedIn('student', 'mobile');
    await page.getByRole('navigation', { name: 'Navegação rápida' }).getByRole('button', { name: 'Notificações' }).click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    await panel.waitFor();
    await panel.getByRole('link', { name: 'Preferências de notificação' }).click();
    await heading(page).waitFor();
    await panel.waitFor({ state: 'hidden' });
    await box(page, 'Novo item de material', 'Por e-mail').waitFor();
    await shot(page, 'notification-preferences-390');
    expect(await axeViolations(page), 'preferences, 390').toEqual([]);
  });
});
