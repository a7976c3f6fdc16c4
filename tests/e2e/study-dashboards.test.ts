import { copyFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { withData } from './data.ts';
import { need } from '../support/requirements.ts';
import { landingPath } from '@trilha/shared/kernel';
import { screenshot, useBrowser, webUrl } from './browser.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');

/** Also kept under /tmp/shots-study/, where the branch's screenshots are looked at. */
async function shot(page: Page, name: string) {
  await screenshot(page, name);
  const dir = '/tmp/shots-study';
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(resolve(import.meta.dirname, '../../test-artifacts/screenshots'), `${name}.png`), join(dir, `${name}.png`));
}

/**
 * The study-time chart's axes as drawn: every vertical tick a whole minute or hour ("0", "15 min",
 * "2 h"), none cut off at the figure's left edge, and `labels` day labels evenly spaced (recharts
 * draws tick labels in a layer of their own: `.recharts-<axis>-tick-labels`).
 */
async function expectReadableAxes(page: Page, labels: number) {
  const svg = page.locator('figure svg.recharts-surface').first();
  await svg.waitFor();
  const read = () =>
    svg.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const texts = (sel: string) =>
        [...el.querySelectorAll(sel)]
          .map((t) => ({ text: (t.textContent ?? '').trim(), rect: t.getBoundingClientRect() }))
          .filter((t) => t.text)
          .map((t) => ({ text: t.text, left: t.rect.left - box.left, center: t.rect.left + t.rect.width / 2 }));
      return {
        y: texts('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value'),
        x: texts('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value'),
      };
    });
  await expect.poll(async () => (await read()).x.length).toBe(labels);
  const { x, y } = await read();
  expect(y.length).toBeGreaterThanOrEqual(2);
  for (const t of y) {
    expect(t.text).toMatch(/^(0|\d+ min|\d+ h)$/);
    expect(t.left).toBeGreaterThanOrEqual(0);
  }
  const gaps = x.slice(1).map((t, i) => t.center - x[i]!.center);
  if (gaps.length) expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThan(2);
}

describe.skipIf(!hasDb)('Student DashBoard and Tutor DashBoard', () => {
  const browser = useBrowser();

  it('a student reads their rank, study time, chart (and its table), badges and the students rank', async () => {
    // Wide enough for the sidebar (below 1280 px it hides behind the menu button), then 1280 for the picture.
    const page = await browser.signedIn('student');
    await page.getByRole('link', { name: 'Painel', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Meu painel' }).waitFor();
    await page.getByText('Posição no ranking', { exact: true }).waitFor();
    await page.getByText('Dias consecutivos').first().waitFor();
    // The chart: a text summary, the range as pressed buttons, the same numbers as a table.
    const figure = page.locator('figure');
    await figure.getByRole('heading', { name: 'Tempo de estudo' }).waitFor();
    await expect.poll(() => figure.locator('figcaption').textContent()).toMatch(/Gráfico de barras|Nenhum tempo de estudo/);
    await figure.locator('svg.recharts-surface').waitFor();
    const month = figure.getByRole('button', { name: 'Últimos 30 dias' });
    await month.click();
    await expect.poll(() => month.getAttribute('aria-pressed')).toBe('true');
    await page.waitForURL((u) => u.searchParams.get('filter') === 'month');
    await figure.getByText('Ver os dados em tabela').click();
    await expect.poll(() => figure.getByRole('table').getByRole('row').count()).toBe(31);
    // The rank: the student's own row is marked.
    const ranking = page.getByRole('table', { name: 'Ranking dos alunos' });
    await ranking.getByText('(você)').waitFor();
    await page.getByRole('heading', { name: 'Conquistas' }).waitFor();
    await figure.getByText('Ver os dados em tabela').click();
    // The axes (issue 29): whole minutes or hours, no label cut off, day labels evenly with today's.
    await expectReadableAxes(page, 15);
    await shot(page, 'study-student-dashboard-1440');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'study-student-dashboard-1280');

    const phone = await browser.signedIn('student', 'mobile');
    await phone.goto(`${webUrl()}/dashboard`);
    await phone.getByRole('heading', { level: 1, name: 'Meu painel' }).waitFor();
    await phone.locator('figure svg.recharts-surface').waitFor();
    await expectReadableAxes(phone, 7);
    await phone.locator('figure').scrollIntoViewIfNeeded();
    await shot(phone, 'study-student-dashboard-390');
  });

  it("the landing (My Disciplines) shows a student's session data and badges, and a tutor's metrics", async () => {
    const page = await browser.signedIn('student');
    await page.waitForURL((u) => u.pathname === '/my/disciplines');
    const progress = page.getByRole('region', { name: 'Seu progresso' });
    await progress.getByText('Posição no ranking', { exact: true }).waitFor();
    await progress.getByText('Tempo total de estudo').waitFor();
    await progress.getByText('Nesta semana', { exact: true }).waitFor();
    await progress.getByText('Dias consecutivos', { exact: true }).waitFor();
    await progress.getByRole('heading', { name: 'Conquistas' }).waitFor();
    // The same figures as the dashboard: the rank read on both is the same.
    const rankOf = (p: Page) =>
      p.locator('xpath=//dt[normalize-space()="Posição no ranking"]/following-sibling::dd[1]').textContent();
    const landingRank = await rankOf(page);
    expect(landingRank).toMatch(/^\d+º lugar$/);
    await page.getByRole('list', { name: 'Disciplinas' }).waitFor();
    await shot(page, 'landing-student-1440');
    await progress.getByRole('link', { name: 'Ver meu painel' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Meu painel' }).waitFor();
    expect(await rankOf(page)).toBe(landingRank);

    const phone = await browser.signedIn('student', 'mobile');
    await phone.waitForURL((u) => u.pathname === '/my/disciplines');
    await phone.getByRole('region', { name: 'Seu progresso' }).getByText('Posição no ranking', { exact: true }).waitFor();
    await shot(phone, 'landing-student-390');
    await phone.getByRole('heading', { name: 'Conquistas' }).scrollIntoViewIfNeeded();
    await shot(phone, 'landing-student-badges-390');

    const tutor = await browser.signedIn('tutor');
    await tutor.waitForURL((u) => u.pathname === '/my/disciplines');
    const metrics = tutor.getByRole('region', { name: 'Seus alunos nesta semana' });
    await metrics.getByText('Carga horária semanal').waitFor();
    await metrics.getByText('Estudaram nesta semana').waitFor();
    expect(await tutor.getByRole('region', { name: 'Seu progresso' }).count()).toBe(0);
    await shot(tutor, 'landing-tutor-1440');
    await metrics.getByRole('link', { name: 'Acompanhar meus alunos' }).click();
    await tutor.waitForURL((u) => u.pathname === '/tutor/dashboard');

    const tutorPhone = await browser.signedIn('tutor', 'mobile');
    await tutorPhone.waitForURL((u) => u.pathname === '/my/disciplines');
    await tutorPhone.getByRole('region', { name: 'Seus alunos nesta semana' }).getByText('Carga horária semanal').waitFor();
    await shot(tutorPhone, 'landing-tutor-390');
  });

  it('a tutor sets weekly hours, browses students and their sessions, and exports the CSV', async () => {
    const tutor = await withData(({ seeded }) => seeded('tutor'));
    const before = await withData(({ db, demo }) =>
      db.tutorSetting.findFirst({ where: { companyId: demo.company.id, userId: tutor.id } }),
    );
    const page = await browser.signedIn('tutor');
    await page.getByRole('link', { name: 'Painel do Tutor' }).click();
    await page.waitForURL((u) => u.pathname === '/tutor/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Painel do Tutor' }).waitFor();

    // Weekly hours: a bad value stays on the field, a good one is saved and shown.
    const hours = page.getByLabel('Carga horária semanal (horas)');
    await hours.fill('200');
    await page.getByRole('button', { name: 'Salvar carga horária' }).click();
    await page.getByText('Informe a carga horária semanal em horas, de 0 a 168').waitFor();
    await hours.fill('25');
    await page.getByRole('button', { name: 'Salvar carga horária' }).click();
    await page.getByText('Carga horária alterada com sucesso!').waitFor();
    await page.getByText('25 horas').waitFor();
    const saved = await withData(({ db, demo }) =>
      db.tutorSetting.findFirstOrThrow({ where: { companyId: demo.company.id, userId: tutor.id } }),
    );
    expect(saved.weeklyHours).toBe(25);

    // Students, 5 per page; the first one's sessions, 20 per page.
    const students = page.getByRole('table', { name: 'Alunos' });
    await students.waitFor();
    const rows = await students.locator('tbody tr').count();
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(5);
    const link = students.getByRole('link', { name: /^Ver sessões de / }).first();
    const first = ((await link.getAttribute('aria-label')) ?? '').replace('Ver sessões de ', '');
    await link.click();
    await page.getByRole('heading', { name: `Sessões de estudo de ${first}` }).waitFor();
    await page.waitForURL((u) => u.searchParams.has('student'));
    // The chosen student's study-time chart, its range in the URL (issue 29: the tutor had none).
    const chart = page.locator('figure', { has: page.getByRole('heading', { name: `Tempo de estudo de ${first}` }) });
    await chart.locator('svg.recharts-surface').waitFor();
    await chart.getByRole('button', { name: 'Últimos 30 dias' }).click();
    await page.waitForURL((u) => u.searchParams.get('filter') === 'month' && u.searchParams.has('student'));
    await expectReadableAxes(page, 15);
    await chart.scrollIntoViewIfNeeded();
    await shot(page, 'study-tutor-dashboard-1440');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'study-tutor-dashboard-1280');

    // The CSV: queued, then ready (the worker's live event or the status poll) and downloaded.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    await page.getByText('Gerando Relatório!').waitFor();
    await page.getByText('Relatório Exportado!').waitFor({ timeout: 30_000 });
    expect((await download).suggestedFilename()).toBe('sessoes-de-estudo.csv');

    const phone = await browser.signedIn('tutor', 'mobile');
    await phone.goto(`${webUrl()}/tutor/dashboard`);
    await phone.getByRole('heading', { level: 1, name: 'Painel do Tutor' }).waitFor();
    await phone.getByRole('table', { name: 'Alunos' }).waitFor();
    await shot(phone, 'study-tutor-dashboard-390');
    await phone
      .getByRole('link', { name: /^Ver sessões de / })
      .first()
      .click();
    await phone.locator('figure svg.recharts-surface').waitFor();
    await expectReadableAxes(phone, 7);
    await phone.locator('figure').scrollIntoViewIfNeeded();
    await shot(phone, 'study-tutor-dashboard-chart-390');

    // Leave the seeded setting as it was for the other files, as the tutor would.
    await phone.getByLabel('Carga horária semanal (horas)').fill(String(before?.weeklyHours ?? 0));
    await phone.getByRole('button', { name: 'Salvar carga horária' }).click();
    await phone.getByText('Carga horária alterada com sucesso!').waitFor();
  });

  it('a ping says whether the page is studied: a page coming back into view pings at once, active', async () => {
    const page = await browser.signedIn('student');
    await page.waitForURL((u) => u.pathname === '/my/disciplines');
    // The tab goes to the background, then comes back (what the browser does on a tab switch).
    const visibility = (state: 'hidden' | 'visible') =>
      page.evaluate((s) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    const claims: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/ping')) claims.push(r.postDataJSON());
    });
    // The shell's timers start with the signed-in page; until then a switch has no one to hear it,
    // so the switch is repeated until a ping is seen.
    await page.getByRole('list', { name: 'Disciplinas' }).waitFor();
    await expect
      .poll(async () => {
        await visibility('hidden');
        await visibility('visible');
        return claims.length;
      })
      .toBeGreaterThan(0);
    const claim = claims[0];
    expect(claim).toMatchObject({ active: true, active_seconds: expect.any(Number) });
  });

  it("profile cards: a student's study hours and consecutive days, a tutor's total hours (recorded now)", async () => {
    const ids = await withData(async ({ seeded }) => ({
      student: (await seeded('student')).id,
      tutor: (await seeded('tutor')).id,
    }));
    const page = await browser.signedIn('student');
    for (const [who, label] of [
      ['student', 'Horas de estudo'],
      ['tutor', 'Horas totais'],
    ] as const) {
      await page.goto(`${webUrl()}/profile/${ids[who]}`);
      const value = page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`).first();
      await value.waitFor();
      // The seeded tutor has recorded sessions: no longer "0 h".
      if (who === 'tutor') await expect.poll(() => value.textContent()).not.toMatch(/^0 h$/);
      await shot(page, `study-profile-cards-${who}-1440`);
      const phone = await browser.signedIn('student', 'mobile');
      await phone.goto(`${webUrl()}/profile/${ids[who]}`);
      await phone.getByText(label, { exact: true }).waitFor();
      await phone.getByText(label, { exact: true }).scrollIntoViewIfNeeded();
      await shot(phone, `study-profile-cards-${who}-390`);
    }
  });

  it('a student has no Tutor DashBoard, a tutor no Student DashBoard', async () => {
    const page = await browser.signedIn('student', 'menu');
    await page.goto(`${webUrl()}/tutor/dashboard`);
    await page.waitForURL((u) => u.pathname !== '/tutor/dashboard');
    const tutor = await browser.signedIn('tutor', 'menu');
    await tutor.goto(`${webUrl()}/dashboard`);
    await tutor.waitForURL((u) => u.pathname !== '/dashboard');
  });

  // Issue 29: the route's guard is its sidebar entry's permission (sessions:see-students, the
  // policy's), so management and admins typing the address land on their own page.
  for (const role of ['manager', 'supervisor', 'client', 'admin'] as const)
    it(`/tutor/dashboard by address sends a ${role} to their landing page`, async () => {
      const page = await browser.signedIn(role, 'menu');
      await page.waitForURL((u) => u.pathname !== '/login');
      await page.goto(`${webUrl()}/tutor/dashboard`);
      await page.waitForURL((u) => u.pathname === landingPath(role));
      expect(await page.getByRole('heading', { level: 1, name: 'Painel do Tutor' }).count()).toBe(0);
    });
});
