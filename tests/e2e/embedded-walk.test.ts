import { describe, expect, inject, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { createPrismaClient } from '@trilha/db';
import { need } from '../support/requirements.ts';
import { openApp, ROLES, useBrowser, webUrl, type Role } from './browser.ts';

// Every role walks the discipline screens, as the newcomer of the embedded-PostgreSQL issue did: on
// the old PGlite embedding most of these walks ended on the sign-in page (valid tokens answered 401,
// 500s, a sign-in that never left /login). The e2e platform runs on the embedded server unless
// E2E_DATABASE=test (global-setup.ts). The session comes from the API's own sign-in (browser.ts
// `as`): sign-in.test.ts signs every role in through the form on the same platform and checks
// where each lands, so the form is not filled seven more times here.
const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');

type Course = { disciplineId: number; quizItemId: number; scormItemId: number };

/** The seeded discipline that has both a quiz and a SCORM item (Segurança da informação). */
async function seededCourse(): Promise<Course> {
  const db = createPrismaClient(inject('databaseUrl'));
  try {
    const quiz = await db.materialItem.findFirstOrThrow({
      where: {
        title: 'Quiz: reconhecendo ameaças',
        material: { discipline: { company: { consumers: { some: { domain: 'demo' } } } } },
      },
      select: { id: true, material: { select: { disciplineId: true } } },
    });
    const scorm = await db.materialItem.findFirstOrThrow({
      where: { title: 'Simulação interativa (SCORM)', material: { disciplineId: quiz.material.disciplineId } },
      select: { id: true },
    });
    return { disciplineId: quiz.material.disciplineId, quizItemId: quiz.id, scormItemId: scorm.id };
  } finally {
    await db.$disconnect();
  }
}

const screens = (c: Course) => [
  `/discipline/${c.disciplineId}/materials`,
  `/discipline/${c.disciplineId}/class`,
  `/discipline/${c.disciplineId}/grades`,
  `/discipline/${c.disciplineId}/materials/${c.quizItemId}/quiz`,
  `/scorm/${c.scormItemId}`,
  '/questions/management',
  '/my/disciplines',
  '/my-disciplines',
];

/** What went wrong on a page: uncaught errors, console errors, 401s and 5xx from the API. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // A refusal the screen expects and handles (403/404 of a role that may not) is logged by
    // Chromium as a failed resource load; it is not a defect. Everything else is.
    if (/Failed to load resource: the server responded with a status of 40[34]/.test(m.text())) return;
    problems.push(`console: ${m.text()}`);
  });
  page.on('response', (r: Response) => {
    const status = r.status();
    if (status === 401 || status >= 500) problems.push(`${status} ${r.request().method()} ${r.url()}`);
  });
  return problems;
}

describe.skipIf(!hasDb)('every role over the discipline screens', () => {
  const browser = useBrowser();

  it.each(ROLES.map((r) => [r]))('%s walks the discipline screens without errors or a sign-out', async (role: Role) => {
    const course = await seededCourse();
    const page = await browser.page('desktop', { as: role });
    const problems = watch(page);
    await openApp(page);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
    for (const path of screens(course)) {
      await page.goto(`${webUrl()}${path}`);
      await page.waitForLoadState('networkidle');
      // A sign-out sends the person to Login; an allowed or refused screen keeps them in the shell.
      expect(new URL(page.url()).pathname, `${role} on ${path}`).not.toBe('/login');
      await expect
        .poll(() => page.getByRole('navigation').count(), { message: `${role} on ${path}: the shell` })
        .toBeGreaterThan(0);
    }
    expect(problems).toEqual([]);
  });
});
