// The notifications page (issue 29 item 6): every role reads its notifications from the user menu;
// the bell stays where 001 §2 puts it (tutor, teacher, student). A manager opens the page, reads,
// opens, deletes one and all (confirmed), and sets the company's retention. Screenshots of the page
// and of the preferences for a manager and a student at 1440 and 390 px, also in /tmp/shots-notif.
import { copyFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { need } from '../support/requirements.ts';
import { screenshot, useBrowser, type Role } from './browser.ts';
import { withData } from './data.ts';
import { axeViolations } from './admin-helpers.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');
const SHOTS = resolve(import.meta.dirname, '../../test-artifacts/screenshots');

async function shot(page: Page, name: string) {
  await screenshot(page, name);
  mkdirSync('/tmp/shots-notif', { recursive: true });
  copyFileSync(resolve(SHOTS, `${name}.png`), `/tmp/shots-notif/${name}.png`);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A few notifications of the seeded `role`, newest first as listed (their rows' ids). */
const seed = (role: Role) =>
  withData(async ({ db, create, demo, seeded }) => {
    const user = await seeded(role);
    const follower = await seeded('teacher');
    await db.notification.deleteMany({ where: { userId: user.id } });
    await db.notificationSetting.deleteMany({ where: { companyId: demo.company.id } });
    const at = (m: number) => new Date(Date.now() - m * 60_000);
    const rows = [
      await create.notification(demo, user.id, {
        type: 'NewFollower',
        title: `${follower.name} começou a seguir você`,
        params: { name: follower.name },
        subjectId: follower.id,
        createdAt: at(1),
      }),
      await create.notification(demo, user.id, {
        type: 'WarningPublished',
        title: 'Novo aviso: Semana de provas',
        params: { title: 'Semana de provas' },
        createdAt: at(2),
      }),
      await create.notification(demo, user.id, {
        type: 'CalendarEventCreated',
        title: 'Novo evento: Aula inaugural',
        params: { title: 'Aula inaugural' },
        createdAt: at(3),
        readAt: at(2),
      }),
    ];
    return { user, follower, ids: rows.map((r) => r.id) };
  });

const cleanup = (role: Role) =>
  withData(async ({ db, demo, seeded }) => {
    const user = await seeded(role);
    await db.notification.deleteMany({ where: { userId: user.id } });
    await db.notificationSetting.deleteMany({ where: { companyId: demo.company.id } });
  });

describe.skipIf(!hasDb)('the notifications page', () => {
  const browser = useBrowser();

  it('a manager (no bell): from the user menu, reads, opens, deletes one and all, sets the retention', async () => {
    const { follower, ids } = await seed('manager');
    try {
      const page = await browser.signedIn('manager', 'desktop');
      // 001 §2: the bell is the tutor's, teacher's and student's only.
      expect(await page.getByRole('button', { name: 'Notificações', exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: /^Menu do usuário/ }).click();
      await page.getByRole('menuitem', { name: 'Notificações' }).click();
      await heading(page, 'Notificações').waitFor();
      expect(new URL(page.url()).pathname).toBe('/notifications');
      const list = page.getByRole('list', { name: 'Suas notificações' });
      await list.getByText(`${follower.name} começou a seguir você`).waitFor();
      expect(await list.getByRole('listitem').count()).toBe(3);
      await list.getByText('Novo seguidor').waitFor();
      await page.getByRole('heading', { name: 'Retenção das notificações' }).waitFor();
      await page.getByLabel('Guardar notificações por (dias)').and(page.locator('[value="180"]')).waitFor();
      await shot(page, 'notifications-page-manager-1440');
      expect(await axeViolations(page), 'notifications page, manager, 1440').toEqual([]);

      // Mark one read from its row.
      await page.getByRole('button', { name: 'Marcar como lida: Novo aviso: Semana de provas' }).click();
      await page.getByRole('button', { name: 'Marcar como lida: Novo aviso: Semana de provas' }).waitFor({ state: 'detached' });
      const read = await withData(({ db }) => db.notification.findFirstOrThrow({ where: { id: ids[1]! } }));
      expect(read.readAt).not.toBeNull();

      // Delete one.
      await page.getByRole('button', { name: 'Excluir notificação: Novo evento: Aula inaugural' }).click();
      await page.getByText('Notificação excluída').waitFor();
      await list.getByText('Novo evento: Aula inaugural').waitFor({ state: 'detached' });
      expect(await withData(({ db }) => db.notification.count({ where: { id: ids[2]! } }))).toBe(0);

      // Open the follower's: it is marked read and leads to the profile.
      await page.getByRole('button', { name: `Abrir: ${follower.name} começou a seguir você` }).click();
      await page.waitForURL((u) => u.pathname === `/profile/${follower.id}`);

      // Retention: 30 days for the company.
      await page.goBack();
      await heading(page, 'Notificações').waitFor();
      const days = page.getByLabel('Guardar notificações por (dias)');
      await days.fill('30');
      await page.getByRole('button', { name: 'Salvar retenção' }).click();
      await page.getByText('Configurações de notificação salvas com sucesso!').waitFor();
      expect(
        await withData(({ db, demo }) => db.notificationSetting.findUnique({ where: { companyId: demo.company.id } })),
      ).toMatchObject({ retentionDays: 30 });

      // Delete all, confirmed.
      await page.getByRole('button', { name: 'Excluir todas' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Excluir notificações' });
      await dialog.getByRole('button', { name: 'Excluir todas' }).click();
      await page.getByText('Nenhuma notificação encontrada').waitFor();
      expect(await withData(({ db }) => db.notification.count({ where: { id: { in: ids } } }))).toBe(0);
    } finally {
      await cleanup('manager');
    }
  });

  it('screenshots: the page and the preferences for a manager and a student, 1440 and 390 px', async () => {
    for (const role of ['manager', 'student'] as const) {
      await seed(role);
      try {
        for (const viewport of ['desktop', 'mobile'] as const) {
          const page = await browser.signedIn(role, viewport);
          const width = viewport === 'desktop' ? 1440 : 390;
          await page.goto(new URL('/notifications', page.url()).toString());
          await heading(page, 'Notificações').waitFor();
          await page.getByRole('list', { name: 'Suas notificações' }).getByRole('listitem').first().waitFor();
          await shot(page, `notifications-page-${role}-${width}`);
          expect(await axeViolations(page), `notifications page, ${role}, ${width}`).toEqual([]);
          await page.getByRole('link', { name: 'Preferências de notificação' }).first().click();
          await heading(page, 'Preferências de notificação').waitFor();
          // The in-app column is "No sino" for the bell's roles, "Na plataforma" for the others (their page).
          const inApp = role === 'student' ? 'No sino' : 'Na plataforma';
          await page.getByRole('checkbox', { name: `Novo seguidor: ${inApp}` }).waitFor();
          await shot(page, `notification-preferences-${role}-${width}`);
          await page.close();
        }
      } finally {
        await cleanup(role);
      }
    }
  });
});
