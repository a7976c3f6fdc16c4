// Issue 29 (forums): older forums reached from Discipline Material by keyboard (5 a page), a vote
// taken back (the other browser's count follows live), and the live-update error when the forum's
// channel is refused. Screenshots of the forums panel and Forum View, student and tutor, 1440 and 390.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { need } from '../support/requirements.ts';
import { screenshot, subscribed, useBrowser, webUrl } from './browser.ts';
import { withData } from './data.ts';
import { axeViolations } from './admin-helpers.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');

/** A discipline with the seeded student and tutor enrolled and `forums` forums, one a minute apart (newest last). */
function fixture(forums: number) {
  return withData(async ({ create, demo, seeded }) => {
    const teacher = await seeded('teacher');
    const tutor = await seeded('tutor');
    const student = await seeded('student');
    const d = await create.discipline(demo, { name: `Fóruns em páginas ${Date.now().toString(36)}`, ownerId: teacher.id });
    const since = new Date(Date.now() - 86_400_000);
    await create.enroll(demo, d.id, student.id, 'student', { startedAt: since });
    await create.enroll(demo, d.id, tutor.id, 'tutor', { startedAt: since });
    await create.enroll(demo, d.id, teacher.id, 'teacher');
    const ids: number[] = [];
    for (let i = 0; i < forums; i++) {
      const f = await create.forum(demo, d.id, {
        title: `Fórum ${String(i + 1).padStart(2, '0')}`,
        authorId: teacher.id,
        createdAt: new Date(Date.now() - (forums - i) * 60_000),
      });
      ids.push(f.id);
    }
    const comment = await create.forumComment(demo, ids.at(-1)!, teacher.id, { text: 'Quem já leu o capítulo 1?' });
    return { disciplineId: d.id, forumIds: ids, commentId: comment.id, teacherName: teacher.name };
  });
}

const panel = (page: Page) => page.getByRole('region', { name: 'Fóruns' });
const titles = (page: Page) => panel(page).getByRole('listitem').getByRole('link').allTextContents();

describe.skipIf(!hasDb)('Forums: older pages, votes withdrawn, live failure', () => {
  const browser = useBrowser();

  it('a student and a tutor page to the older forums by keyboard, 5 a page', async () => {
    const fx = await fixture(7);
    for (const role of ['student', 'tutor'] as const) {
      const page = await browser.page('desktop', { as: role });
      await page.goto(`${webUrl()}/discipline/${fx.disciplineId}/materials`);
      await expect.poll(() => titles(page)).toEqual(['Fórum 07', 'Fórum 06', 'Fórum 05', 'Fórum 04', 'Fórum 03']);
      // "0 comentário" no more: a forum without comments says so.
      await panel(page).getByText('Nenhum comentário').first().waitFor();
      expect(await panel(page).getByText('0 comentário').count()).toBe(0);
      const pager = panel(page).getByRole('navigation', { name: 'Páginas de fóruns' });
      await pager.getByText('Página 1 de 2').waitFor();
      expect(await pager.getByRole('button', { name: 'Fóruns mais recentes' }).isDisabled()).toBe(true);
      await screenshot(page, `forums-panel-${role}-1440`);
      if (role === 'student') expect(await axeViolations(page), 'forums panel, student, 1440').toEqual([]);

      // Keyboard: focus the older-forums button, Enter; the page turns and focus stays in the pager.
      await pager.getByRole('button', { name: 'Fóruns mais antigos' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => titles(page)).toEqual(['Fórum 02', 'Fórum 01']);
      await pager.getByText('Página 2 de 2').waitFor();
      // The older button is now disabled: focus moved to the newer one, and Space turns back.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Fóruns mais recentes');
      await page.keyboard.press('Space');
      await expect.poll(() => titles(page)).toContain('Fórum 07');
      await page.keyboard.press('Enter'); // focus is back on "Fóruns mais antigos"
      await expect.poll(() => titles(page)).toEqual(['Fórum 02', 'Fórum 01']);
      await screenshot(page, `forums-panel-page2-${role}-1440`);
      await panel(page).getByRole('link', { name: 'Fórum 01' }).click();
      await page.waitForURL(`**/discipline/${fx.disciplineId}/forum/${fx.forumIds[0]}`);
      await page.getByRole('heading', { name: 'Fórum 01' }).waitFor();
      await screenshot(page, `forum-view-${role}-1440`);

      const phone = await browser.page('mobile', { as: role });
      await phone.goto(`${webUrl()}/discipline/${fx.disciplineId}/materials`);
      await expect.poll(() => titles(phone)).toHaveLength(5);
      const phonePager = panel(phone).getByRole('navigation', { name: 'Páginas de fóruns' });
      await phonePager.getByRole('button', { name: 'Fóruns mais antigos' }).click();
      await expect.poll(() => titles(phone)).toEqual(['Fórum 02', 'Fórum 01']);
      await phonePager.scrollIntoViewIfNeeded();
      await screenshot(phone, `forums-panel-page2-${role}-390`);
      await phone.goto(`${webUrl()}/discipline/${fx.disciplineId}/forum/${fx.forumIds.at(-1)}`);
      await phone.getByText('Quem já leu o capítulo 1?').waitFor();
      await screenshot(phone, `forum-view-${role}-390`);
      if (role === 'tutor') expect(await axeViolations(phone), 'Forum View, tutor, 390').toEqual([]);
    }
  });

  it('pressing a pressed vote takes it back; the tutor’s count follows live', async () => {
    const fx = await fixture(1);
    const path = `${webUrl()}/discipline/${fx.disciplineId}/forum/${fx.forumIds[0]}`;
    const student = await browser.page('desktop', { as: 'student' });
    const tutor = await browser.page('mobile', { as: 'tutor' });
    const tutorLive = subscribed(tutor, `forum.${fx.forumIds[0]}`);
    await Promise.all([student.goto(path), tutor.goto(path)]);
    await tutorLive;
    const mine = student.getByRole('article', { name: `Comentário de ${fx.teacherName}` });
    const theirs = tutor.getByRole('article', { name: `Comentário de ${fx.teacherName}` });
    const up = mine.getByRole('button', { name: 'Votar a favor' });
    await up.click();
    await expect.poll(() => up.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => theirs.getByTestId('votes').textContent()).toBe('1');

    // Pressed again: withdrawn, the count back to 0 here and on the tutor's screen.
    const withdrawn = student.waitForResponse((r) => r.url().endsWith('/vote') && r.request().method() === 'DELETE');
    await up.click();
    expect((await withdrawn).status()).toBe(200);
    await expect.poll(() => up.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => mine.getByTestId('votes').textContent()).toBe('0');
    await expect.poll(() => theirs.getByTestId('votes').textContent()).toBe('0');
    // A down vote after it is a first vote again (by 1), and withdrawn the same way by keyboard.
    const down = mine.getByRole('button', { name: 'Votar contra' });
    await down.click();
    await expect.poll(() => theirs.getByTestId('votes').textContent()).toBe('-1');
    await down.focus();
    await student.keyboard.press('Enter');
    await expect.poll(() => theirs.getByTestId('votes').textContent()).toBe('0');
    expect(await withData(({ db }) => db.commentVote.count({ where: { commentId: fx.commentId } })), 'no vote row left').toBe(0);
  });

  it('a refused forum subscription shows the live-update error', async () => {
    const fx = await fixture(1);
    const forumId = fx.forumIds[0]!;
    const student = await browser.page('desktop', { as: 'student' });
    // The socket goes through the test, which can cut it like a network drop; the server is the real one.
    const cuts: (() => Promise<void>)[] = [];
    const ack = JSON.stringify({ ok: true, channel: `forum.${forumId}.student` }).slice(1, -1);
    let accepted = 0;
    await student.routeWebSocket(/\/socket\.io\//, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((m) => {
        if (String(m).includes(ack)) accepted++;
        ws.send(m);
      });
      ws.onMessage((m) => server.send(m));
      cuts.push(() => ws.close({ code: 4000, reason: 'drop' }));
    });
    await student.goto(`${webUrl()}/discipline/${fx.disciplineId}/forum/${forumId}`);
    await expect.poll(() => accepted).toBe(1);
    expect(await student.getByText('Erro ao atualizar o fórum em tempo real').count()).toBe(0);

    // The forum is hidden from students meanwhile; the connection drops, socket.io reconnects and
    // subscribes again, and the server now refuses the student channel.
    await withData(({ db }) => db.forum.updateMany({ where: { id: forumId }, data: { isVisible: false } }));
    await Promise.all(cuts.splice(0).map((cut) => cut()));
    await student.getByText('Erro ao atualizar o fórum em tempo real').first().waitFor({ timeout: 20_000 });
    await screenshot(student, 'forum-live-failed-1440');
  });
});
