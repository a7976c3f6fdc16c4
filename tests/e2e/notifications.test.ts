// The notification bell (001 §2): a teacher creates a material and the enrolled student's bell
// rings live, without a reload; the panel lists it on top with its date and time; a click marks it
// read (the student's second tab clears its red dot live) and lands on the discipline's
// materials. The phone's bottom-bar item, the panel's width per breakpoint, mark all read and the
// empty state. Screenshots at 1440 and 390 px.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { need } from '../support/requirements.ts';
import { PASSWORD as FACTORY_PASSWORD } from '../support/factories/index.ts';
import { screenshot, settle, useBrowser, webUrl } from './browser.ts';
import { withData } from './data.ts';
import { axeViolations } from './admin-helpers.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');

const stamp = Date.now().toString(36);
const COURSE = `Curso com sino ${stamp}`;
const MATERIAL = `Unidade ao vivo ${stamp}`;

/** A discipline of the seeded teacher with the seeded student enrolled: the student's id and the discipline's. */
function fixture() {
  return withData(async ({ create, demo, seeded }) => {
    const teacher = await seeded('teacher');
    const student = await seeded('student');
    const d = await create.discipline(demo, { name: COURSE, ownerId: teacher.id });
    await create.enroll(demo, d.id, teacher.id, 'teacher');
    await create.enroll(demo, d.id, student.id);
    return { disciplineId: d.id, studentId: student.id };
  });
}

/** Resolves once the server acknowledged the page's subscription to its notification channel. */
function subscribedToNotifications(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes('"ok":true') && /"channel":"notifications\.\d+\.\d+"/.test(text)) resolve();
      }),
    );
  });
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Notificações', exact: true });
const dot = (page: Page) => page.getByTestId('notification-dot');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notificações' });

describe.skipIf(!hasDb)('notification bell', () => {
  const browser = useBrowser();

  it('a new material rings the student’s bell live; a click marks it read everywhere and opens the material', async () => {
    const fx = await fixture();
    const student = await browser.page('desktop', { as: 'student' });
    const subscribed = subscribedToNotifications(student);
    await student.goto(`${webUrl()}/my/disciplines`);
    await subscribed;

    // Start from nothing unread: mark all read (the seed leaves some unread).
    await bell(student).click();
    await panel(student).waitFor();
    const markAll = panel(student).getByRole('button', { name: 'Marcar todas como lidas' });
    if (await markAll.isEnabled()) await markAll.click();
    await expect.poll(() => dot(student).count()).toBe(0);
    await student.keyboard.press('Escape');
    await panel(student).waitFor({ state: 'detached' });

    // A second tab of the same student, also listening.
    const second = await student.context().newPage();
    const secondSubscribed = subscribedToNotifications(second);
    await second.goto(`${webUrl()}/my/disciplines`);
    await secondSubscribed;

    // The teacher creates a material in the discipline.
    const teacher = await browser.page('desktop', { as: 'teacher' });
    await teacher.goto(`${webUrl()}/discipline/${fx.disciplineId}/materials`);
    await teacher.getByRole('button', { name: 'Novo material' }).click();
    const form = teacher.getByRole('dialog', { name: 'Novo material' });
    await form.getByLabel('Nome', { exact: true }).fill(MATERIAL);
    const created = Date.now();
    await form.getByRole('button', { name: 'Criar' }).click();

    // The student's bell rings in both tabs, without a reload.
    await dot(student).waitFor();
    await dot(second).waitFor();
    expect(Date.now() - created).toBeLessThan(10_000);
    await bell(student).click();
    const rows = panel(student).getByRole('listitem');
    const first = rows.first();
    await first.getByText(`Novo material: ${MATERIAL}`).waitFor();
    expect(await first.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
    expect(await first.textContent()).toContain('Não lida');
    expect(await rows.count()).toBeLessThanOrEqual(6);
    const box = await panel(student).boundingBox();
    expect(box?.width).toBe(700);
    const clientWidth = () => student.evaluate(() => document.documentElement.clientWidth);
    expect(box && (await clientWidth()) - (box.x + box.width)).toBe(20);
    await screenshot(student, 'notifications-panel-1440');
    expect(await axeViolations(student), 'the open panel, 1440').toEqual([]);

    // A click marks it read and lands on the discipline's materials, where the material is.
    await first.getByRole('button').click();
    await student.waitForURL(`**/discipline/${fx.disciplineId}/materials`);
    await student.getByRole('article', { name: MATERIAL }).waitFor();
    await expect.poll(() => dot(student).count()).toBe(0);
    // The other tab clears its red dot live.
    await expect.poll(() => dot(second).count()).toBe(0);
    const read = await withData(({ db }) =>
      db.notification.findFirstOrThrow({ where: { userId: fx.studentId, title: `Novo material: ${MATERIAL}` } }),
    );
    expect(read.readAt).not.toBeNull();
    await screenshot(student, 'notifications-landed-1440');
  });

  it('on a phone the bottom bar’s Notificações opens the panel, 300 px wide, 20 px from the edge, paging by 6', async () => {
    const page = await browser.page('mobile', { as: 'student' });
    await page.goto(`${webUrl()}/my/disciplines`);
    const item = page.getByRole('navigation', { name: 'Navegação rápida' }).getByRole('button', { name: 'Notificações' });
    await item.click();
    const p = panel(page);
    await p.waitFor();
    await p.getByRole('listitem').first().waitFor();
    const box = await p.boundingBox();
    expect(box?.width).toBe(300);
    const clientWidth = await page.evaluate(() => document.documentElement.clientWidth);
    expect(box && clientWidth - (box.x + box.width)).toBe(20);
    expect(await p.getByRole('listitem').count()).toBe(6);
    await screenshot(page, 'notifications-panel-390');
    expect(await axeViolations(page), 'the open panel, 390').toEqual([]);
    // The seeded student has more than 6: the next page, then back.
    const firstTitle = await p.getByRole('listitem').first().textContent();
    await p.getByRole('button', { name: 'Próximas' }).click();
    await p.getByText(/^Página 2 de \d+$/).waitFor();
    expect(await p.getByRole('listitem').first().textContent()).not.toBe(firstTitle);
    await p.getByRole('button', { name: 'Anteriores' }).click();
    await p.getByText(/^Página 1 de \d+$/).waitFor();
    await page.keyboard.press('Escape');
    await p.waitFor({ state: 'detached' });
  });

  it('the panel’s “Ver todas as notificações” opens the page; a deletion there leaves the other tab’s open panel live', async () => {
    const TITLE = `Novo aviso: Apagar ao vivo ${stamp}`;
    await withData(async ({ create, demo, seeded }) => {
      const student = await seeded('student');
      await create.notification(demo, student.id, {
        type: 'WarningPublished',
        title: TITLE,
        params: { title: `Apagar ao vivo ${stamp}` },
      });
    });
    const page = await browser.page('desktop', { as: 'student' });
    await page.goto(`${webUrl()}/my/disciplines`);
    // A second tab with its panel open on the same notification.
    const other = await page.context().newPage();
    const otherSubscribed = subscribedToNotifications(other);
    await other.goto(`${webUrl()}/my/disciplines`);
    await otherSubscribed;
    await bell(other).click();
    await panel(other).getByText(TITLE).waitFor();

    await bell(page).click();
    await panel(page).getByRole('link', { name: 'Ver todas as notificações' }).click();
    await page.waitForURL('**/notifications');
    await panel(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Excluir notificação: ${TITLE}` }).click();
    await page.getByText('Notificação excluída').waitFor();
    await panel(other).getByText(TITLE).waitFor({ state: 'detached' });
    await other.close();
  });

  it('someone without notifications sees the empty text; roles the bell is not for have no bell', async () => {
    const email = await withData(async ({ create, demo }) => (await create.user(demo, { type: 'tutor' })).email);
    const page = await browser.page('desktop');
    await page.goto(`${webUrl()}/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(FACTORY_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((u) => u.pathname !== '/login');
    await bell(page).click();
    await panel(page).getByText('Nenhuma notificação encontrada').waitFor();
    expect(await panel(page).getByRole('button', { name: 'Marcar todas como lidas' }).isDisabled()).toBe(true);
    await settle(page);
    await screenshot(page, 'notifications-empty-1440');

    const manager = await browser.signedIn('manager');
    await manager.waitForURL('**/disciplines');
    await manager.getByRole('banner').waitFor();
    expect(await bell(manager).count()).toBe(0);
  });
});
