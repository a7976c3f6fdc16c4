import { describe, expect, inject, it } from 'vitest';
import { PAGE_SIZE } from '@trilha/shared';
import { need } from '../support/requirements.ts';
import { screenshot, useBrowser } from './browser.ts';
import { withData } from './data.ts';

// Against an external platform (E2E_WEB_URL) without E2E_DATABASE_URL there is no database to add rows to.
const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');

describe.skipIf(!hasDb)('the disciplines list pages by 30', () => {
  const browser = useBrowser();

  it('page links load the next 30 through the route loader, keeping the search', async () => {
    // Enough disciplines for a second page: the demo seed has fewer than 30.
    await withData(async ({ db, create, demo }) => {
      const existing = await db.discipline.count({ where: { companyId: demo.company.id, name: { startsWith: 'Paginação ' } } });
      if (existing === 0)
        for (let i = 0; i < 35; i++)
          await create.discipline(demo, {
            name: `Paginação ${String(i + 1).padStart(2, '0')}`,
            description: 'Criada pelo teste de paginação.',
          });
    });

    const page = await browser.signedIn('supervisor');
    await page.waitForURL('**/disciplines');
    const nav = page.getByRole('navigation', { name: 'Paginação' });
    await nav.waitFor();
    const cards = page.getByRole('list', { name: 'Disciplinas' }).locator(':scope > li');
    expect(await cards.count()).toBe(PAGE_SIZE.disciplines);
    expect(await nav.getByRole('link', { name: 'Página 1' }).getAttribute('aria-current')).toBe('page');

    // Past 100 px of scroll the scroll-to-top button appears; it brings the page back up.
    const toTop = page.getByRole('button', { name: 'Voltar ao topo' });
    expect(await toTop.count()).toBe(0);
    await page.mouse.wheel(0, 1200);
    await toTop.waitFor();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await toTop.waitFor({ state: 'detached' });

    // The loading bar shows on the navigation and clears afterwards.
    const next = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/disciplines' && new URL(r.url()).searchParams.get('page') === '2',
    );
    await nav.getByRole('link', { name: 'Próxima' }).click();
    expect(new URL((await next).url()).searchParams.get('per_page')).toBe('30');
    await page.waitForURL('**/disciplines?page=2');
    await page.getByRole('progressbar', { name: 'Carregando página' }).waitFor({ state: 'detached' });
    await expect.poll(() => nav.getByRole('link', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    expect(await cards.count()).toBeGreaterThan(0);
    await screenshot(page, 'disciplines-page-2-1440');

    // A search goes back to page 1 and keeps only what matches.
    await page.getByRole('searchbox', { name: 'Buscar disciplinas' }).fill('Paginação 3');
    await page.waitForURL((u) => u.searchParams.get('search') === 'Paginação 3' && !u.searchParams.has('page'));
    await expect.poll(() => cards.count()).toBe(6);
    expect(await page.getByRole('navigation', { name: 'Paginação' }).count()).toBe(0);
  });
});

describe.skipIf(!hasDb)('seeded disciplines', () => {
  const browser = useBrowser();

  it("the seeded covers load on a student's cards", async () => {
    const page = await browser.signedIn('student');
    await page.waitForURL('**/my/disciplines');
    const images = page.getByRole('list', { name: 'Disciplinas' }).locator('img');
    await images.first().waitFor();
    // Cards load images lazily: scroll each into view, then every one must have decoded pixels.
    for (const img of await images.all()) await img.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('ul[aria-label="Disciplinas"] img')].every((i) => (i as HTMLImageElement).complete),
    );
    const broken = await images.evaluateAll((els) =>
      els.filter((i) => (i as HTMLImageElement).naturalWidth === 0).map((i) => (i as HTMLImageElement).src),
    );
    expect(broken).toEqual([]);
    // A card whose image fails drops the <img> for drawn art: every card of a discipline with a
    // cover in the database (the seeded ones) must keep its own. Disciplines other tests create
    // for the demo student have no cover, and draw art by design.
    const cards = page.getByRole('list', { name: 'Disciplinas' }).locator(':scope > li');
    const drawn = await cards.evaluateAll((lis) =>
      lis.filter((li) => !li.querySelector('img')).map((li) => li.querySelector('h2')?.textContent?.trim() ?? ''),
    );
    const withCover = await withData(({ db, demo }) =>
      db.discipline.findMany({
        where: { companyId: demo.company.id, name: { in: drawn }, image: { not: null } },
        select: { name: true },
      }),
    );
    expect(withCover).toEqual([]);
    expect(await images.count()).toBeGreaterThan(0);
    await screenshot(page, 'student-disciplines-covers-1440');
  });
});
