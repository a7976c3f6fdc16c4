// Badges anyone can verify (issue 29, items 12, 20 and 27), in a real browser: the public award
// page opened signed out shows the badge, the earner, the company and the date, and says
// "Verificada" from the company's public keys (jose in the page, WebCrypto Ed25519); a credential
// changed on its way is "Não verificada". Its achievement and company pages are public too; the
// earner's profile shares the award (copy link, LinkedIn); the default badges read in English.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { need } from '../support/requirements.ts';
import { PASSWORD } from '../support/factories/users.ts';
import { screenshot, useBrowser, webUrl } from './browser.ts';
import { withData } from './data.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');
const RUN = Date.now().toString(36);
let made = 0;

type Fixture = { publicId: string; studentId: number; email: string };

/** A student of demo holding the catalogue's first-quiz badge. */
function fixture(): Promise<Fixture> {
  return withData(async ({ create, db, demo }) => {
    const email = `selo-publico-${RUN}-${++made}@example.com`;
    const student = await create.user(demo, { type: 'student', name: 'Rita Recrutável', email });
    const badge = await db.badge.findFirstOrThrow({ where: { companyId: demo.company.id, key: 'first-quiz' } });
    const award = await create.awardBadge(demo, student.id, badge.id, new Date('2026-10-05T12:00:00Z'));
    return { publicId: award.publicId, studentId: student.id, email };
  });
}

async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(`${webUrl()}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => u.pathname !== '/login');
}

describe.skipIf(!hasDb)('Public badge pages', () => {
  const browser = useBrowser();

  it('signed out: the award page is verified from the public keys, with share and LinkedIn; achievement and company pages', async () => {
    const fx = await fixture();
    const awardUrl = `${webUrl()}/badges/awards/${fx.publicId}`;
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await browser.page(viewport);
      await page.goto(awardUrl);
      await page.getByRole('heading', { level: 1, name: 'Primeiro Quiz' }).waitFor();
      await expect(page.getByText('Rita Recrutável').isVisible()).resolves.toBe(true);
      await page.getByRole('status').filter({ hasText: 'Verificada' }).waitFor();
      expect(await page.locator('[data-verdict]').getAttribute('data-verdict')).toBe('verified');
      // Still signed out: no redirect to the sign-in page.
      expect(new URL(page.url()).pathname).toBe(`/badges/awards/${fx.publicId}`);
      const linkedIn = new URL((await page.getByRole('link', { name: /ao perfil do LinkedIn/ }).getAttribute('href'))!);
      expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
      expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
        startTask: 'CERTIFICATION_NAME',
        name: 'Primeiro Quiz',
        issueYear: '2026',
        issueMonth: '10',
        certUrl: awardUrl,
        certId: fx.publicId,
      });
      await expect(page.getByLabel('Link público', { exact: true }).inputValue()).resolves.toBe(awardUrl);
      const px = viewport === 'desktop' ? '1440' : '390';
      await screenshot(page, `badges-public-award-${px}`);

      await page.getByRole('link', { name: 'Sobre este selo' }).click();
      await page.waitForURL(`${webUrl()}/badges/first-quiz`);
      await page.getByRole('heading', { level: 1, name: 'Primeiro Quiz' }).waitFor();
      await page.getByText('Concluiu o primeiro quiz.').waitFor();
      await screenshot(page, `badges-public-achievement-${px}`);

      await page.getByRole('link', { name: /Todos os selos de/ }).click();
      await page.getByRole('heading', { level: 1, name: /Selos de/ }).waitFor();
      await page.getByRole('link', { name: /Colaborador/ }).waitFor();
      await screenshot(page, `badges-public-issuer-${px}`);
    }
  });

  it('a credential changed on its way is "Não verificada"; an unknown award is not found', async () => {
    const fx = await fixture();
    const page = await browser.page('desktop');
    // The award's JSON as served, its credential's payload changed (the earner's name), signature kept.
    await page.route(
      (url) => url.pathname === `/badges/awards/${fx.publicId}` && url.origin !== new URL(webUrl()).origin,
      async (route) => {
        // The Playwright server resolves no *.localhost: the API by its address, the tenant by Host.
        const url = new URL(route.request().url());
        const api = new URL(inject('apiUrl'));
        const res = await route.fetch({
          url: `${api.origin}${url.pathname}`,
          headers: { ...route.request().headers(), host: url.host },
        });
        const body = await res.json();
        const [h, p, s] = (body.credential as string).split('.') as [string, string, string];
        const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
        claims.credentialSubject.identifier[0].identityHash = 'Outra Pessoa';
        body.credential = `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`;
        await route.fulfill({ response: res, json: body });
      },
    );
    await page.goto(`${webUrl()}/badges/awards/${fx.publicId}`);
    await page.getByRole('status').filter({ hasText: 'Não verificada' }).waitFor();
    await page.unrouteAll();

    await page.goto(`${webUrl()}/badges/awards/00000000-0000-4000-8000-000000000000`);
    await page.getByText('Conquista não encontrada').waitFor();
    await page.goto(`${webUrl()}/badges/awards/not-an-id`);
    await page.getByText('Conquista não encontrada').waitFor();
  });

  it("the earner's profile shares the award; the default badges read in the reader's language", async () => {
    const fx = await fixture();
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await browser.page(viewport);
      await signInAs(page, fx.email);
      await page.goto(`${webUrl()}/profile/${fx.studentId}`);
      const card = page.getByRole('listitem', { name: 'Primeiro Quiz' });
      await card.getByRole('button', { name: 'Compartilhar' }).click();
      const pageLink = card.getByRole('link', { name: 'Abrir a página pública de Primeiro Quiz' });
      expect(await pageLink.getAttribute('href')).toBe(`${webUrl()}/badges/awards/${fx.publicId}`);
      // In the middle of the screen: the phone's bottom bar would cover it at the edge.
      await card.getByRole('link', { name: /ao perfil do LinkedIn/ }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await card.getByRole('button', { name: 'Copiar o link público de Primeiro Quiz' }).waitFor();
      await screenshot(page, `badges-profile-share-${viewport === 'desktop' ? '1440' : '390'}`);
    }

    // English: the catalogue's badge by its key, on the profile and on the public page.
    const en = await browser.page('desktop');
    await signInAs(en, fx.email);
    // The language is the cookie's (what the header's choice sets), read when the page loads.
    await en.context().addCookies([{ name: 'trilha_lang', value: 'en', url: webUrl() }]);
    await en.goto(`${webUrl()}/profile/${fx.studentId}`);
    await en.getByRole('listitem', { name: 'First Quiz' }).getByText('Finished a first quiz.').waitFor();
    await en.goto(`${webUrl()}/badges/awards/${fx.publicId}`);
    await en.getByRole('heading', { level: 1, name: 'First Quiz' }).waitFor();
    await en.getByRole('status').filter({ hasText: 'Verified' }).waitFor();
    await screenshot(en, 'badges-public-award-en-1440');
  });
});
