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
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'study-student-dashboard-1280');

    const phone = await browser.signedIn('student', 'mobile');
    await phone.goto(`${webUrl()}/dashboard`);
    await phone.getByRole('heading', { level: 1, name: 'Meu painel' }).waitFor();
    await phone.locator('figure svg.recharts-surface').waitFor();
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

    // Leave the seeded setting as it was for the other files, as the tutor would.
    await phone.getByLabel('Carga horária semanal (horas)').fill(String(before?.weeklyHours ?? 0));
    await phone.getByRole('button', { name: 'Salvar carga horária' }).click();
    await phone.getByText('Carga horária alterada com sucesso!').waitFor();
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
