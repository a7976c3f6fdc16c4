import { request as httpRequest } from 'node:http';
import ical, { type VEvent } from 'node-ical';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { withData } from './data.ts';
import { need } from '../support/requirements.ts';
import { screenshot, useBrowser, webUrl } from './browser.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');

/** Today in São Paulo (the browsers' zone) as YYYY-MM-DD, and an instant of it at `hh:mm` there. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const todayAt = (hhmm: string) => new Date(`${today}T${hhmm}:00-03:00`);

/** GET a feed URL as a calendar app would (by the API's address, with the tenant's Host). */
function fetchFeed(url: string): Promise<{ status: number; text: string }> {
  const feed = new URL(url);
  const api = new URL(inject('apiUrl'));
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: api.hostname, port: api.port, path: feed.pathname, headers: { host: feed.host } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Opens an event from the keyboard, as FullCalendar allows: other events of today may overlap it
 * in a narrow column, and the sticky day headers may cover it, so a pointer click is a gamble.
 */
async function openEntry(page: Page, title: string) {
  const entry = page.locator('.fc-event', { hasText: title }).first();
  await entry.focus();
  await entry.press('Enter');
}

describe.skipIf(!hasDb)('Calendar', () => {
  const browser = useBrowser();

  it('staff create and edit events by month and week, and subscribe to their feed', async () => {
    const tag = Date.now().toString(36);
    await withData(({ create, demo }) =>
      create.calendarEvent(demo, { title: `Palestra ${tag}`, startsAt: todayAt('15:00'), endsAt: todayAt('16:00') }),
    );
    const page = await browser.signedIn('manager');
    await page.goto(`${webUrl()}/calendar`);
    await page.getByRole('heading', { level: 1, name: 'Calendário' }).waitFor();
    await page.getByText(`Palestra ${tag}`).first().waitFor();

    // A title is required; the message sits under the field.
    await page.getByRole('button', { name: 'Novo evento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo evento' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Preencha o campo Título').waitFor();
    await dialog.getByLabel('Título').fill(`Reunião ${tag}`);
    await dialog.getByLabel('Início').fill(`${today}T10:00`);
    await dialog.getByLabel('Término (opcional)').fill(`${today}T11:30`);
    await dialog.getByLabel('Local (opcional)').fill('Sala 3');
    await screenshot(page, 'calendar-create-1440');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Evento criado com sucesso!').waitFor();
    await page.getByText(`Reunião ${tag}`).first().waitFor();
    const created = await withData(({ db }) => db.calendarEvent.findFirstOrThrow({ where: { title: `Reunião ${tag}` } }));
    expect(created.startsAt.toISOString()).toBe(todayAt('10:00').toISOString());
    expect(created.endsAt?.toISOString()).toBe(todayAt('11:30').toISOString());
    expect(created.location).toBe('Sala 3');

    // Edit it from the calendar.
    await openEntry(page, `Reunião ${tag}`);
    const edit = page.getByRole('dialog', { name: 'Editar evento' });
    await expect.poll(() => edit.getByLabel('Início').inputValue()).toBe(`${today}T10:00`);
    await edit.getByLabel('Título').fill(`Reunião de pais ${tag}`);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Evento editado com sucesso!').waitFor();
    await page.getByText(`Reunião de pais ${tag}`).first().waitFor();
    await screenshot(page, 'calendar-month-1440');

    await page.getByRole('button', { name: 'Semana' }).click();
    await page.locator('.fc-timeGridWeek-view').waitFor();
    await page.getByText(`Reunião de pais ${tag}`).first().waitFor();
    await screenshot(page, 'calendar-week-1440');

    // The private feed: made, shown once with its copy button, and readable by a calendar app.
    await page.getByRole('button', { name: 'Gerar link' }).click();
    await page.getByText('Novo link da agenda gerado!').waitFor();
    const url = await page.getByLabel('Link da agenda').inputValue();
    expect(url).toMatch(/\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    await page.getByRole('button', { name: 'Copiar link' }).waitFor();
    await page.getByRole('button', { name: 'Gerar novo link' }).waitFor();
    await screenshot(page, 'calendar-feed-1440');
    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    const summaries = Object.values(ical.sync.parseICS(feed.text))
      .filter((c): c is VEvent => c?.type === 'VEVENT')
      .map((e) => (typeof e.summary === 'object' ? e.summary.val : e.summary));
    expect(summaries).toEqual(expect.arrayContaining([`Palestra ${tag}`, `Reunião de pais ${tag}`]));

    // Revoked: the app gets a 404 from then on.
    await page.getByRole('button', { name: 'Revogar link' }).click();
    await page.getByRole('alertdialog', { name: 'Revogar link' }).getByRole('button', { name: 'Revogar link' }).click();
    await page.getByText('Link da agenda revogado!').waitFor();
    await page.getByRole('button', { name: 'Gerar link' }).waitFor();
    expect((await fetchFeed(url)).status).toBe(404);
  });

  it('a student reads the events on a phone, without editing them', async () => {
    const tag = Date.now().toString(36);
    await withData(({ create, demo }) =>
      create.calendarEvent(demo, {
        title: `Semana cultural ${tag}`,
        description: 'Apresentações no pátio',
        location: 'Pátio',
        startsAt: todayAt('09:00'),
        endsAt: todayAt('12:00'),
      }),
    );
    // A task of a discipline of the seeded student, closing today: on their calendar, and a way in.
    const discipline = await withData(async ({ create, demo, seeded }) => {
      const d = await create.discipline(demo, { name: `Agenda ${tag}` });
      await create.enroll(demo, d.id, (await seeded('student')).id);
      const task = await create.materialItem(demo, (await create.material(demo, d.id)).id, {
        type: 'task',
        title: `Relatório ${tag}`,
      });
      await create.quizSettings(demo, task.id, { availableUntil: todayAt('18:00') });
      return d;
    });
    const page = await browser.signedIn('student', 'mobile');
    await page.goto(`${webUrl()}/calendar`);
    await page.getByRole('heading', { level: 1, name: 'Calendário' }).waitFor();
    await page.getByRole('button', { name: 'Gerar link' }).waitFor();
    expect(await page.getByRole('button', { name: 'Novo evento' }).count()).toBe(0);
    // A phone opens on the agenda (issue 29 item 31).
    await page.locator('.fc-listMonth-view').waitFor();
    await screenshot(page, 'calendar-agenda-390');

    await page.getByRole('button', { name: 'Semana' }).click();
    await openEntry(page, `Semana cultural ${tag}`);
    const details = page.getByRole('dialog', { name: `Semana cultural ${tag}` });
    await details.getByText('Apresentações no pátio').waitFor();
    await details.getByText('Pátio', { exact: true }).waitFor();
    await screenshot(page, 'calendar-details-390');
    await details.getByRole('button', { name: 'Fechar' }).first().click();

    await openEntry(page, `Tarefa: Relatório ${tag}`);
    await page.waitForURL((u) => u.pathname === `/discipline/${discipline.id}/materials`);
  });
});
