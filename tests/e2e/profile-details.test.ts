// Issue 29 (items 14, 15, 16, 18, 31, 32), in a real browser: a learner writes their "Sobre" and
// city and picks who sees each contact; another learner and a teacher see what they may; staff
// profiles do not invite to earn badges; the header's points are this company's and nothing in
// it wraps at 390 px; an all-day event shows on its day in a browser far east of the company; the
// calendar cuts long titles with an ellipsis (full title as tooltip and name) and a phone opens on
// the agenda. Screenshots at 1440 and 390 px (test-artifacts/screenshots/issue29-*).
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { need } from '../support/requirements.ts';
import { PASSWORD } from '../support/factories/users.ts';
import { screenshot, useBrowser, webUrl } from './browser.ts';
import { withData } from './data.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');
const RUN = Date.now().toString(36);

async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(`${webUrl()}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => u.pathname !== '/login');
}

function people() {
  return withData(async ({ create, demo, tenant, db }) => {
    const acme = await tenant('acme');
    const ana = await create.user(demo, {
      type: 'student',
      name: 'Ana Beatriz Figueiredo de Albuquerque',
      email: `ana-${RUN}@example.com`,
    });
    const bia = await create.user(demo, { type: 'student', name: 'Bia Colega', email: `bia-${RUN}@example.com` });
    const teo = await create.user(demo, { type: 'teacher', name: 'Teo Professor', email: `teo-${RUN}@example.com` });
    await db.contact.create({ data: { userId: ana.id, type: 'email', email: `ana.publico-${RUN}@example.com` } });
    await db.contact.create({ data: { userId: ana.id, type: 'phone', phoneNumber: '1133334444', visibility: 'private' } });
    // Points here and in another company: the header shows this company's.
    await db.companyUser.create({ data: { companyId: acme.company.id, userId: ana.id } });
    await db.pointEntry.createMany({
      data: [
        { companyId: demo.company.id, userId: ana.id, points: 495, reason: 'attempt_finished', subjectType: 'e2e', subjectId: 1 },
        { companyId: acme.company.id, userId: ana.id, points: 900, reason: 'attempt_finished', subjectType: 'e2e', subjectId: 1 },
      ],
    });
    await db.user.update({ where: { id: ana.id }, data: { points: 1395 } });
    return { ana, bia, teo };
  });
}

describe.skipIf(!hasDb)('Profile details and calendar (issue 29)', () => {
  const browser = useBrowser();

  it('a learner sets "Sobre", city and a staff-only contact; a classmate and a teacher see what they may', async () => {
    const fx = await people();
    const page = await browser.page('desktop');
    await signInAs(page, fx.ana.email);
    // The header: this company's points, the whole name (no cut with room to spare).
    await page.getByText('495 pontos').waitFor();
    const name = page.locator('header').getByTitle(fx.ana.name);
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await page.goto(`${webUrl()}/profile/${fx.ana.id}/settings`);
    await page.getByLabel('Sobre', { exact: true }).fill('Estudo engenharia e gosto de física.');
    await page.getByLabel('Cidade').fill('Recife');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Perfil atualizado com sucesso!').waitFor();

    await page.getByRole('button', { name: 'Adicionar contato' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar contato' });
    await dialog.getByLabel('Tipo de contato').selectOption('whatsapp');
    await dialog.getByLabel('Telefone', { exact: true }).fill('11988887777');
    await dialog.getByLabel('Quem pode ver').selectOption('staff');
    await dialog.getByText('Tutores, professores e a gestão veem; os outros alunos, não.').waitFor();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Só a equipe').first().waitFor();
    await screenshot(page, 'issue29-profile-settings-1440');

    await page.goto(`${webUrl()}/profile/${fx.ana.id}`);
    await page.getByText('Cidade: Recife').waitFor();
    await page.getByText('Estudo engenharia e gosto de física.').waitFor();
    await page.getByText('11988887777').waitFor();
    await page.getByText('1133334444').waitFor();
    await screenshot(page, 'issue29-profile-own-student-1440');

    const mobile = await browser.page('mobile');
    await signInAs(mobile, fx.ana.email);
    await mobile.goto(`${webUrl()}/profile/${fx.ana.id}`);
    await mobile.getByText('Cidade: Recife').waitFor();
    // 390 px: the header's items stay on one line each (none wraps).
    const header = mobile.locator('header');
    await header.getByText('495 pontos').waitFor();
    const wrapped = await header.evaluate((h) =>
      [...h.querySelectorAll('span, a, button')]
        .filter((el) => (el as HTMLElement).offsetParent !== null && el.textContent?.trim())
        .filter((el) => {
          const lh = parseFloat(getComputedStyle(el).lineHeight) || 20;
          return el.getBoundingClientRect().height > lh * 1.6 && getComputedStyle(el).display.includes('inline');
        })
        .map((el) => el.textContent),
    );
    expect(wrapped).toEqual([]);
    expect(await header.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
    await screenshot(mobile, 'issue29-profile-own-student-390');

    // A classmate: the public contact only.
    const classmate = await browser.page('desktop');
    await signInAs(classmate, fx.bia.email);
    await classmate.goto(`${webUrl()}/profile/${fx.ana.id}`);
    await classmate.getByText('Cidade: Recife').waitFor();
    await classmate.getByText(`ana.publico-${RUN}@example.com`).waitFor();
    expect(await classmate.getByText('11988887777').count()).toBe(0);
    expect(await classmate.getByText('1133334444').count()).toBe(0);
    await screenshot(classmate, 'issue29-profile-other-student-1440');

    // A teacher: public and staff-only, not private; their own profile does not invite to earn badges.
    const teacher = await browser.page('mobile');
    await signInAs(teacher, fx.teo.email);
    await teacher.goto(`${webUrl()}/profile/${fx.ana.id}`);
    await teacher.getByText('11988887777').waitFor();
    expect(await teacher.getByText('1133334444').count()).toBe(0);
    await screenshot(teacher, 'issue29-profile-other-by-teacher-390');
    await teacher.goto(`${webUrl()}/profile/${fx.teo.id}`);
    await teacher.getByText('Conquistas são ganhas pelos alunos ao estudar; este perfil não as acumula.').waitFor();
    expect(await teacher.getByText(/Conclua quizzes/).count()).toBe(0);
    await screenshot(teacher, 'issue29-profile-own-teacher-390');
    const teacherWide = await browser.page('desktop');
    await signInAs(teacherWide, fx.teo.email);
    await teacherWide.goto(`${webUrl()}/profile/${fx.teo.id}`);
    await teacherWide.getByText('Conquistas são ganhas pelos alunos ao estudar; este perfil não as acumula.').waitFor();
    await screenshot(teacherWide, 'issue29-profile-own-teacher-1440');
  });

  it('an all-day event is its day in Tokyo too; long titles end in an ellipsis with the full title; a phone opens on the agenda', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const [y, m] = today.split('-').map(Number) as [number, number];
    const day = (d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    const longTitle = `Semana de integração dos calouros com palestras e oficinas ${RUN}`;
    await withData(async ({ create, demo }) => {
      // 10th of this month, all day, as the API stores it: the company's (São Paulo's) midnight.
      await create.calendarEvent(demo, {
        title: `Feriado municipal ${RUN}`,
        startsAt: new Date(`${day(10)}T00:00:00-03:00`),
        endsAt: null,
        allDay: true,
        startDate: day(10),
      });
      await create.calendarEvent(demo, {
        title: longTitle,
        startsAt: new Date(`${day(12)}T00:00:00-03:00`),
        endsAt: new Date(`${day(14)}T00:00:00-03:00`),
        allDay: true,
        startDate: day(12),
        endDate: day(14),
      });
      await create.calendarEvent(demo, {
        title: `Palestra sobre carreira em engenharia de software ${RUN}`,
        startsAt: new Date(`${day(13)}T19:00:00-03:00`),
      });
    });

    // A browser in Tokyo (12 hours east): the holiday is still on the 10th.
    const tokyo = await browser.page('desktop', { as: 'student', timezoneId: 'Asia/Tokyo' });
    await tokyo.goto(`${webUrl()}/calendar`);
    const holiday = tokyo.locator('.fc-event', { hasText: `Feriado municipal ${RUN}` });
    await holiday.first().waitFor();
    const cellDate = await holiday.first().evaluate((el) => el.closest('[data-date]')?.getAttribute('data-date'));
    expect(cellDate).toBe(day(10));

    // 1440 px, São Paulo: a long title is one line cut with an ellipsis; the full title is its tooltip and name.
    const page = await browser.page('desktop', { as: 'student' });
    await page.goto(`${webUrl()}/calendar`);
    const bar = page.locator('.fc-event', { hasText: longTitle }).first();
    await bar.waitFor();
    expect(await bar.getAttribute('title')).toBe(longTitle);
    expect(await bar.getAttribute('aria-label')).toContain(longTitle);
    const title = bar.locator('.fc-event-title');
    expect(await title.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
    expect(await title.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const lineHeight = await title.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await title.boundingBox())!.height).toBeLessThan(lineHeight * 1.6);
    await screenshot(page, 'issue29-calendar-month-1440');

    // 390 px: the agenda (list) first, the month one tap away.
    const phone = await browser.page('mobile', { as: 'student' });
    await phone.goto(`${webUrl()}/calendar`);
    await phone.locator('.fc-listMonth-view').waitFor();
    await phone.getByText(longTitle).first().waitFor();
    await screenshot(phone, 'issue29-calendar-agenda-390');
    await phone.getByRole('button', { name: 'Mês' }).click();
    await phone.locator('.fc-dayGridMonth-view').waitFor();
    const cut = phone
      .locator('.fc-event', { hasText: `Feriado municipal ${RUN}` })
      .first()
      .locator('.fc-event-title');
    expect(await cut.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap');
    await screenshot(phone, 'issue29-calendar-month-390');
  });
});
