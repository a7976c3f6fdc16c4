// Badges in the browser (issue 19, gamification): a new student finishes their first quiz, gets the
// points toast and then the first-quiz badge toast (and the first-content one: the quiz item is their first item done) (badge rule `first_quiz_finished`, awarded after
// commit by gamification's subscriber, pushed as `.badge.added`); the toast leads to their profile,
// where "Conquistas" lists the badge with its Open Badges credential to download.
import { request as httpRequest } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { need } from '../support/requirements.ts';
import { PASSWORD } from '../support/factories/users.ts';
import { screenshot, useBrowser, webUrl } from './browser.ts';
import { withData } from './data.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');
const RUN = Date.now().toString(36);

type Fixture = { disciplineId: number; itemId: number; studentId: number; email: string };

/** A fresh student (no badge yet) enrolled in a discipline of the seeded teacher with a one-question quiz. */
function fixture(): Promise<Fixture> {
  return withData(async ({ create, demo, seeded }) => {
    const teacher = await seeded('teacher');
    const email = `conquista-${RUN}@example.com`;
    const student = await create.user(demo, { type: 'student', name: 'Bia Conquista', email });
    const d = await create.discipline(demo, { name: `Curso das conquistas ${RUN}`, ownerId: teacher.id });
    await create.enroll(demo, d.id, student.id, 'student', { startedAt: new Date(Date.now() - 86_400_000) });
    const m = await create.material(demo, d.id, { name: 'Unidade 1' });
    const { item } = await create.quiz(demo, d.id, {
      materialId: m.id,
      title: 'Primeiro teste',
      questions: [
        {
          type: 'choice',
          title: 'Capital',
          text: 'Qual é a capital do Brasil?',
          options: [{ text: 'São Paulo' }, { text: 'Brasília', correct: true }],
        },
      ],
    });
    return { disciplineId: d.id, itemId: item.id, studentId: student.id, email };
  });
}

/** POST /badges/verify on the demo tenant's API (public: no token), as a third party would. */
async function verify(credential: string): Promise<{ status: number; body: unknown }> {
  const api = new URL(inject('apiUrl'));
  const body = JSON.stringify({ credential });
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest(
      {
        host: api.hostname,
        port: api.port,
        method: 'POST',
        path: '/badges/verify',
        headers: {
          host: `demo.localhost:${api.port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (r) => {
        let text = '';
        r.setEncoding('utf8');
        r.on('data', (c: string) => (text += c));
        r.on('end', () => resolvePromise({ status: r.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(`${webUrl()}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => u.pathname !== '/login');
}

describe.skipIf(!hasDb)('Badges', () => {
  const browser = useBrowser();

  it('first quiz: points toast, then the badge toast, which lands on the profile where the badge is listed', async () => {
    const fx = await fixture();
    const page = await browser.page('desktop');
    await signInAs(page, fx.email);
    // Before: the profile's empty state.
    await page.goto(`${webUrl()}/profile/${fx.studentId}`);
    await page.getByRole('heading', { name: 'Conquistas', exact: true }).waitFor();
    await page.getByText('Você ainda não tem conquistas').waitFor();
    await screenshot(page, 'badges-empty-1440');

    await page.goto(`${webUrl()}/discipline/${fx.disciplineId}/materials/${fx.itemId}/quiz`);
    await page.getByRole('button', { name: 'Iniciar tentativa' }).click();
    await page.waitForURL(/\/quiz\/attempt\/\d+$/);
    await page.getByRole('radio', { name: 'Brasília' }).check();
    await page.getByText('Resposta registrada!').first().waitFor();
    await page.getByRole('button', { name: 'Finalizar questionário' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finalizar questionário' }).click();

    // The quiz's points (live), then the badge (a moment later, after commit).
    await page.getByText('+10 pontos').first().waitFor({ timeout: 15_000 });
    // Two badges: the first quiz, and (the quiz item is their first item done) the first content.
    await page.getByRole('button', { name: /Nova conquista desbloqueada!.*Primeiro Quiz/ }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: /Nova conquista desbloqueada!.*Primeiros Passos/ }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'badges-toast-1440');
    // The toasts stack: the one in front takes the click.
    await page
      .locator('[data-sonner-toast][data-front="true"]')
      .getByRole('button', { name: /Nova conquista desbloqueada!/ })
      .click();
    await page.waitForURL(new RegExp(`/profile/${fx.studentId}$`));
    const card = page.getByRole('listitem', { name: 'Primeiro Quiz' });
    await card.waitFor();
    await expect(card.getByText('Concluiu o primeiro quiz.').isVisible()).resolves.toBe(true);
    await screenshot(page, 'badges-profile-1440');

    // The credential: a VC-JWT file, verified by the company's public route.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Baixar credencial: Primeiro Quiz (Open Badges)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('primeiro-quiz.jwt');
    // The browser runs apart from the test (a remote connection): the file is read as a stream.
    const chunks: Buffer[] = [];
    for await (const c of await download.createReadStream()) chunks.push(Buffer.from(c as Buffer));
    const jwt = Buffer.concat(chunks).toString('utf8');
    expect(jwt.split('.')).toHaveLength(3);
    const verified = await verify(jwt);
    expect(verified).toMatchObject({ status: 200, body: { verified: true, credential: { earner: { name: 'Bia Conquista' } } } });

    const held = await withData(({ db }) =>
      db.userBadge.findMany({ where: { userId: fx.studentId }, include: { badge: { select: { key: true } } } }),
    );
    expect(held.map((b) => b.badge.key).sort()).toEqual(['first-quiz', 'first-steps']);

    // Phone width.
    const phone = await browser.page('mobile');
    await signInAs(phone, fx.email);
    await phone.goto(`${webUrl()}/profile/${fx.studentId}`);
    await phone.getByRole('listitem', { name: 'Primeiro Quiz' }).waitFor();
    await screenshot(phone, 'badges-profile-390');
  });
});
