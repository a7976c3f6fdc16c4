// The interface language (001 L104, L195; issue 20): chosen in the shell, kept in a cookie, applied
// by a reload 500 ms later. Each language's journey: the choice and its reload, the shell and two
// screens in that language (dates and numbers with it), a server refusal in it, and screenshots of
// sign-in, the shell and the two screens at desktop and phone width.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, useBrowser, webUrl } from './browser.ts';

type Lang = 'en' | 'es';
type Texts = Record<
  'select' | 'mine' | 'dashboard' | 'studyTime' | 'notices' | 'email' | 'password' | 'submit' | 'refused' | 'welcome',
  string
> & {
  /** A date of the dashboard, formatted by Intl in the language. */
  since: RegExp;
};
const TEXTS: Record<Lang, Texts> = {
  en: {
    select: 'Language',
    mine: 'My disciplines',
    dashboard: 'My dashboard',
    studyTime: 'Study time',
    notices: 'Notices',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    refused: 'Invalid email or password',
    welcome: 'Welcome back',
    since: /^Studying since [A-Z][a-z]+ \d{1,2}, \d{4}$/,
  },
  es: {
    select: 'Idioma',
    mine: 'Mis disciplinas',
    dashboard: 'Mi panel',
    studyTime: 'Tiempo de estudio',
    notices: 'Avisos',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Entrar',
    refused: 'Correo o contraseña inválidos',
    welcome: 'Bienvenido de nuevo',
    since: /^Estudiando desde el \d{1,2} de [a-z]+ de \d{4}$/,
  },
};

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('languages: pt, en, es', () => {
  const browser = useBrowser();

  for (const code of ['en', 'es'] as const) {
    const t = TEXTS[code];
    it(`choosing ${code}: the reload, the screens and a refusal in that language`, async () => {
      const page = await browser.signedIn('student');
      await page.getByRole('heading', { level: 1, name: 'Minhas disciplinas' }).waitFor();
      expect(await lang(page)).toBe('pt-BR');
      if (code === 'en') await screenshot(page, 'lang-pt-shell-1280');
      await page.goto(`${webUrl()}/notes`);
      await page.getByRole('heading', { level: 1, name: 'Avisos' }).waitFor();
      if (code === 'en') await screenshot(page, 'lang-pt-notices-1280');

      // The choice: a labelled select in the header; the page reloads 500 ms later, in the language.
      const select = page.getByRole('combobox', { name: 'Idioma' });
      const chosenAt = Date.now();
      const reloaded = page.waitForEvent('load');
      await select.selectOption(code);
      await page.getByText('Trocando o idioma, a página será recarregada.').waitFor({ state: 'attached' });
      await reloaded;
      expect(Date.now() - chosenAt).toBeGreaterThanOrEqual(500);
      expect(await lang(page)).toBe(code);
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'trilha_lang')?.value).toBe(code);

      // The shell and the screen it was on, in the language; the select shows it.
      await page.getByRole('heading', { level: 1, name: t.notices }).waitFor();
      expect(await page.getByRole('combobox', { name: t.select }).inputValue()).toBe(code);
      await page.goto(`${webUrl()}/my/disciplines`);
      await page.getByRole('heading', { level: 1, name: t.mine }).waitFor();
      expect(await page.title()).toMatch(new RegExp(`^${t.mine} \\| `));
      await screenshot(page, `lang-${code}-shell-1280`);

      await page.goto(`${webUrl()}/dashboard`);
      await page.getByRole('heading', { level: 1, name: t.dashboard }).waitFor();
      await page.getByRole('heading', { name: t.studyTime }).first().waitFor();
      await page.getByText(t.since).waitFor();
      await screenshot(page, `lang-${code}-dashboard-1280`);

      await page.goto(`${webUrl()}/notes`);
      await page.getByRole('heading', { level: 1, name: t.notices }).waitFor();
      await screenshot(page, `lang-${code}-notices-1280`);

      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `lang-${code}-notices-390`);
      await page.goto(`${webUrl()}/dashboard`);
      await page.getByRole('heading', { level: 1, name: t.dashboard }).waitFor();
      await screenshot(page, `lang-${code}-dashboard-390`);
      await page.goto(`${webUrl()}/my/disciplines`);
      await page.getByRole('heading', { level: 1, name: t.mine }).waitFor();
      await screenshot(page, `lang-${code}-shell-390`);

      // Sign-in in the language (the cookie belongs to the browser, not the session) and a server
      // refusal keyed on its code: the API answers in pt-BR, the page shows the language's text.
      const fresh = await browser.page('desktop');
      await fresh.context().addCookies([{ name: 'trilha_lang', value: code, url: webUrl() }]);
      await fresh.goto(`${webUrl()}/login`);
      await fresh.getByRole('heading', { name: t.welcome }).waitFor();
      await fresh.getByLabel(t.email).fill(`nobody-${code}@demo.trilha.dev`);
      await fresh.getByLabel(t.password, { exact: true }).fill('wrong-password-1');
      const answer = fresh.waitForResponse((r) => new URL(r.url()).pathname === '/auth/login');
      await fresh.getByRole('button', { name: t.submit }).click();
      const body = (await (await answer).json()) as { message: string; code: string };
      expect(body).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha inválidos' });
      await fresh.getByRole('alert').filter({ hasText: t.refused }).waitFor();
      await screenshot(fresh, `lang-${code}-sign-in-refused-1280`);
      await fresh.setViewportSize({ width: 390, height: 844 });
      await screenshot(fresh, `lang-${code}-sign-in-refused-390`);
    });
  }
});
