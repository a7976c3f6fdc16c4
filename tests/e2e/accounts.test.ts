import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, inject, it } from 'vitest';
import { need } from '../support/requirements.ts';
import { screenshot, useBrowser, webUrl } from './browser.ts';

// An extra seeded student, so changing a password leaves the seven role accounts alone.
const EMAIL = 'beatriz.oliveira@demo.trilha.dev';
const NEW_PASSWORD = 'Nova@Senha2026';

async function resetLinkFor(to: string, since: number): Promise<string> {
  const dir = inject('mailDir')!;
  for (let i = 0; i < 50; i++) {
    for (const file of readdirSync(dir).sort().reverse()) {
      const mail = await simpleParser(readFileSync(join(dir, file)));
      const addressed = [mail.to].flat().some((a) => a?.text.includes(to));
      if (addressed && (mail.date?.getTime() ?? 0) >= since - 1000) {
        const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
        if (link) return link;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no reset e-mail for ${to}`);
}

// The platform started by the e2e setup keeps its mail in a folder; an external one (E2E_WEB_URL) does not.
const hasMail = need(Boolean(inject('mailDir')), "the platform's mail folder", 'E2E_WEB_URL runs against an external platform');

describe.skipIf(!hasMail)('forgot password, end to end', () => {
  const browser = useBrowser();

  it('the e-mailed link opens the reset page; the new password signs in; the queued toast shows on Login', async () => {
    const page = await browser.page('desktop');
    const since = Date.now();
    await page.goto(`${webUrl()}/forgot-password`);
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verifique sua caixa de entrada' }).waitFor();

    const link = new URL(await resetLinkFor(EMAIL, since));
    await page.goto(`${webUrl()}${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: 'Crie uma nova senha' }).waitFor();
    await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirme a nova senha').fill('outra-coisa-123');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.getByText('As senhas não conferem').waitFor();
    await page.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
    await screenshot(page, 'reset-password-1440');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();

    await page.waitForURL('**/login');
    await page.getByText('Senha alterada com sucesso').waitFor();
    await screenshot(page, 'login-after-reset-toast-1440');
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Senha', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/my/disciplines');
    await page.getByRole('heading', { level: 1, name: 'Minhas disciplinas' }).waitFor();
  });
});

describe('Validate Session', () => {
  const browser = useBrowser();

  it('/validate?token= adopts a valid token and lands by role; a bad one goes to Login', async () => {
    const first = await browser.signedIn('teacher');
    await first.waitForURL('**/my/disciplines');
    const token = await first.evaluate(() => localStorage.getItem('trilha.token'));
    expect(token).toBeTruthy();

    const second = await browser.page('desktop');
    await second.goto(`${webUrl()}/validate?token=${encodeURIComponent(token!)}`);
    await second.waitForURL('**/my/disciplines');
    await second.getByRole('heading', { level: 1, name: 'Minhas disciplinas' }).waitFor();

    const third = await browser.page('desktop');
    await third.goto(`${webUrl()}/validate?token=nao-e-um-token-valido`);
    await third.waitForURL('**/login');
    await third.getByText('Sessão inválida ou expirada. Faça login novamente').waitFor();
    expect(await third.evaluate(() => localStorage.getItem('trilha.token'))).toBeNull();
  });
});
