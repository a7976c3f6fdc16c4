// Profiles (001 §2, issue 19): a student opens another member's profile, sees their cards, follows
// them (the button is pressed, the follower count moves), finds themself in the followers list, and
// unfollows; a tutor's profile shows the staff cards. Screenshots at 1440 and 390 px.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { need } from '../support/requirements.ts';
import { PASSWORD } from '../support/factories/users.ts';
import { screenshot, useBrowser, webUrl } from './browser.ts';
import { withData } from './data.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');
const RUN = Date.now().toString(36);

/** Two fresh students (the viewer and the one viewed, with points and study time) and a tutor of theirs. */
function fixture() {
  return withData(async ({ create, demo, db }) => {
    const viewer = await create.user(demo, { type: 'student', name: 'Vera Visitante', email: `vera-${RUN}@example.com` });
    const target = await create.user(demo, { type: 'student', name: 'Caio Perfil', email: `caio-${RUN}@example.com` });
    const tutor = await create.user(demo, { type: 'tutor', name: 'Tânia Tutora', email: `tania-${RUN}@example.com` });
    await db.user.update({
      where: { id: target.id },
      data: { city: 'Recife', resume: 'Estudante de engenharia, curioso por física.' },
    });
    const d = await create.discipline(demo, { name: `Física ${RUN}` });
    for (const [u, role] of [
      [target.id, 'student'],
      [viewer.id, 'student'],
      [tutor.id, 'tutor'],
    ] as const)
      await create.enroll(demo, d.id, u, role);
    const c = demo.company.id;
    await db.pointEntry.create({
      data: { companyId: c, userId: target.id, points: 120, reason: 'attempt_finished', subjectType: 'e2e', subjectId: 1 },
    });
    for (const daysAgo of [0, 1, 2]) {
      const at = new Date(Date.now() - daysAgo * 86_400_000);
      await db.studySession.create({ data: { companyId: c, userId: target.id, seconds: 5400, startedAt: at, lastSeenAt: at } });
    }
    // The streak is kept by the pings on the learner's totals (docs/sessions.md "One streak"): the
    // three days of study above, ending today.
    const now = new Date();
    await db.studyTotal.create({
      data: {
        companyId: c,
        userId: target.id,
        totalSeconds: 3 * 5400,
        lastPingAt: now,
        sessionStartedAt: now,
        accessStreak: 3,
        lastAccessDay: now,
      },
    });
    await db.tutorSetting.create({ data: { companyId: c, userId: tutor.id, weeklyHours: 20 } });
    return { viewer, targetId: target.id, tutorId: tutor.id };
  });
}

async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(`${webUrl()}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => u.pathname !== '/login');
}

/** The value of the profile card labelled `label` (a <dt>/<dd> pair). */
const card = (page: Page, label: string) => page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd`);

describe.skipIf(!hasDb)('Profiles', () => {
  const browser = useBrowser();

  it("a student opens another's profile, follows, and the counts update; a tutor's profile shows the staff cards", async () => {
    const fx = await fixture();
    const page = await browser.page('desktop');
    await signInAs(page, fx.viewer.email);
    await page.goto(`${webUrl()}/profile/${fx.targetId}`);
    await page.getByRole('heading', { name: 'Caio Perfil' }).waitFor();
    await page.getByText('Cidade: Recife').waitFor();
    expect(await card(page, 'XP').textContent()).toBe('120');
    expect(await card(page, 'Horas de estudo').textContent()).toBe('4,5 h');
    expect(await card(page, 'Dias consecutivos').textContent()).toBe('3');
    expect(await card(page, 'Conquistas').textContent()).toBe('0');

    // The hours and points of the last 8 weeks, drawn (recharts), summed in words, and as a table.
    const hoursChart = page.locator('figure').filter({ has: page.getByRole('heading', { name: 'Horas de estudo por semana' }) });
    await hoursChart.locator('svg.recharts-surface').waitFor();
    expect(await hoursChart.locator('figcaption').textContent()).toContain('Total de 4,5 h');
    const pointsChart = page.locator('figure').filter({ has: page.getByRole('heading', { name: 'Pontos por semana' }) });
    expect(await pointsChart.locator('figcaption').textContent()).toContain('Total de 120');
    await page.getByRole('heading', { name: /Evolução nas últimas 8 semanas/ }).scrollIntoViewIfNeeded();
    await screenshot(page, 'profiles-student-charts-1440');
    await pointsChart.getByText('Ver os dados em tabela').click();
    const table = pointsChart.getByRole('table', { name: 'Pontos por semana' });
    expect(await table.getByRole('row').count()).toBe(9); // header + 8 weeks
    await table.getByRole('cell', { name: '120 pts' }).waitFor();
    await pointsChart.getByText('Ver os dados em tabela').click();
    await page.evaluate(() => window.scrollTo(0, 0));

    const follow = page.getByRole('button', { name: 'Seguir' });
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: '0 seguidores' }).waitFor();
    await screenshot(page, 'profiles-student-1440');
    await follow.click();
    const pressed = page.getByRole('button', { name: 'Seguindo', exact: true });
    await pressed.waitFor();
    expect(await pressed.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: '1 seguidor', exact: true }).click();
    const list = page.getByRole('dialog', { name: 'Seguidores' });
    await list.getByRole('link', { name: 'Vera Visitante' }).waitFor();
    await screenshot(page, 'profiles-followers-1440');
    await list
      .getByRole('button', { name: /Fechar/ })
      .first()
      .click();
    // The viewer's own profile now counts one followed.
    await page.goto(`${webUrl()}/profile/${fx.viewer.id}`);
    await page.getByRole('button', { name: '1 seguindo' }).waitFor();
    expect(await page.getByRole('button', { name: 'Seguir' }).count()).toBe(0);
    await page.goto(`${webUrl()}/profile/${fx.targetId}`);
    await page.getByRole('button', { name: 'Seguindo', exact: true }).click();
    await page.getByRole('button', { name: '0 seguidores' }).waitFor();
    expect(await withData(({ db }) => db.follow.count({ where: { followedId: fx.targetId } }))).toBe(0);

    // A tutor: total hours, students, weekly hours, disciplines.
    await page.goto(`${webUrl()}/profile/${fx.tutorId}`);
    await page.getByRole('heading', { name: 'Tânia Tutora' }).waitFor();
    expect(await card(page, 'Alunos').textContent()).toBe('2');
    expect(await card(page, 'Carga horária semanal').textContent()).toBe('20 h');
    expect(await card(page, 'Disciplinas').textContent()).toBe('1');
    await screenshot(page, 'profiles-tutor-1440');

    // Unknown id: a clear message, no crash.
    await page.goto(`${webUrl()}/profile/2147483646`);
    await page.getByText('Usuário não encontrado.').waitFor();

    const phone = await browser.page('mobile');
    await signInAs(phone, fx.viewer.email);
    await phone.goto(`${webUrl()}/profile/${fx.targetId}`);
    await phone.getByRole('heading', { name: 'Caio Perfil' }).waitFor();
    await phone.getByRole('button', { name: 'Seguir' }).waitFor();
    await screenshot(phone, 'profiles-student-390');
    await phone.getByRole('heading', { name: 'Pontos por semana' }).scrollIntoViewIfNeeded();
    await phone.locator('figure svg.recharts-surface').nth(1).waitFor();
    await screenshot(phone, 'profiles-student-charts-390');
  });
});
