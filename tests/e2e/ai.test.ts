import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD, screenshot, useBrowser, webUrl, type ViewportName } from './browser.ts';
import { startAiStub } from '@trilha/worker/ai-stub';
import { api, createUserViaApi, tokenFor, unique } from './admin-helpers.ts';

// docs/ai.md: Questions Management's "Gerar questões com IA" against the platform's bundled stub
// (global setup starts the platform without OPENAI_BASE_URL), into the import's review list.
describe('Questions Management generates questions with AI', () => {
  const browser = useBrowser();

  /** A company with the AI flags on, a manager and a discipline, made by the platform admin. */
  async function company(admin: Page) {
    await admin.goto(`${webUrl()}/login`);
    const adminToken = await tokenFor(admin, 'admin');
    const domain = `ia-${unique()}`;
    const created = await api<{ data: { id: number } }>(admin, '/companies', {
      method: 'POST',
      token: adminToken,
      body: { name: `Escola IA ${domain}`, domain, openai_enabled: true, smart_question_bank: true, topic_generator: true },
    });
    expect(created.status).toBe(201);
    await admin.goto(`${webUrl(domain)}/login`);
    const manager = await createUserViaApi(admin, adminToken, {
      name: 'Gestora IA',
      email: `gestora.${domain}@example.com`,
      type: 'manager',
    });
    const discipline = await api<{ data: { id: number } }>(admin, '/disciplines', {
      method: 'POST',
      token: adminToken,
      body: { name: 'Ecologia' },
    });
    expect(discipline.status).toBe(201);
    return { domain, manager, disciplineId: discipline.json.data.id };
  }

  async function signedInAs(viewport: ViewportName, domain: string, mail: string) {
    const page = await browser.page(viewport);
    await page.goto(`${webUrl(domain)}/login`);
    await page.getByLabel('E-mail').fill(mail);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/disciplines');
    return page;
  }

  it('generate, follow the progress, review in the fix-up list and import; cancel a second one', async () => {
    const admin = await browser.page('desktop');
    const { domain, manager, disciplineId } = await company(admin);
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await signedInAs(viewport, domain, manager.email);
      await page.goto(`${webUrl(domain)}/questions/management?discipline_id=${disciplineId}`);
      await page.getByRole('button', { name: 'Gerar questões com IA' }).click();
      const dialog = page.getByRole('dialog', { name: 'Gerar questões com IA' });
      await dialog.waitFor();
      // Nothing described: the form says what is missing.
      await dialog.getByRole('button', { name: 'Gerar questões' }).click();
      await dialog.getByText('Descreva o assunto (ao menos 3 caracteres)').waitFor();
      await dialog.getByLabel('Assunto').fill('Cadeias alimentares e fluxo de energia nos ecossistemas');
      await dialog.getByLabel('Quantidade de questões').fill('4');
      await screenshot(page, `ai-generate-form-${viewport}`);
      await dialog.getByRole('button', { name: 'Gerar questões' }).click();
      // Progress while the stub answers (800 ms), then the review.
      await dialog.getByRole('progressbar', { name: 'Progresso da geração' }).waitFor();
      await screenshot(page, `ai-generate-progress-${viewport}`);
      await dialog.getByText('4 válidas, 0 com ajustes').waitFor({ timeout: 20_000 });
      // The success toast was raised (sonner may already have stacked it out of view).
      await expect.poll(() => page.getByText('Questões geradas com sucesso!').count()).toBeGreaterThan(0);
      await screenshot(page, `ai-generate-review-${viewport}`);
      await dialog.getByRole('button', { name: 'Importar selecionadas (4)' }).click();
      await expect.poll(() => dialog.getByText('importada', { exact: true }).count()).toBe(4);
      await screenshot(page, `ai-generate-imported-${viewport}`);

      // A second generation, cancelled while it runs: the company points at a slow endpoint of
      // its own (PUT /ai/settings), which the platform's worker calls.
      const slow = await startAiStub({ latencyMs: 30_000 });
      const login = await api<{ token: string }>(page, '/auth/login', {
        method: 'POST',
        body: { email: manager.email, password: PASSWORD },
      });
      const set = await api(page, '/ai/settings', { method: 'PUT', token: login.json.token, body: { base_url: slow.url } });
      expect(set.status).toBe(200);
      await dialog.getByRole('button', { name: 'Gerar outras questões' }).click();
      await dialog.getByLabel('Assunto').fill('Biomas brasileiros');
      await dialog.getByRole('button', { name: 'Gerar questões' }).click();
      await expect.poll(() => slow.inFlight, { timeout: 15_000 }).toBe(1);
      await screenshot(page, `ai-generate-running-${viewport}`);
      await dialog.getByRole('button', { name: 'Cancelar geração' }).click();
      await dialog.getByText('Geração cancelada.').waitFor();
      // The worker aborted the HTTP call.
      await expect.poll(() => slow.inFlight, { timeout: 5_000 }).toBe(0);
      await api(page, '/ai/settings', { method: 'PUT', token: login.json.token, body: { base_url: null } });
      await slow.close();
      await dialog.getByRole('button', { name: 'Concluir' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    // Both runs' imported questions are in the bank: 4 each.
    const login = await api<{ token: string }>(admin, '/auth/login', {
      method: 'POST',
      body: { email: manager.email, password: PASSWORD },
    });
    const bank = await api<{ meta: { total: number } }>(admin, `/quizzes?discipline_id=${disciplineId}`, {
      token: login.json.token,
    });
    expect(bank.status).toBe(200);
    expect(bank.json.meta.total).toBe(8);
  });

  it("a discipline's topics: generate, choose and create them; its syllabus analysed", async () => {
    const admin = await browser.page('desktop');
    const { domain, manager, disciplineId } = await company(admin);
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await signedInAs(viewport, domain, manager.email);
      await page.goto(`${webUrl(domain)}/discipline/${disciplineId}/materials`);
      await page.getByRole('button', { name: 'Gerar tópicos com IA' }).click();
      const dialog = page.getByRole('dialog', { name: 'Gerar tópicos com IA' });
      await dialog.getByLabel('Quantidade de tópicos').fill('3');
      await dialog.getByLabel('Orientação (opcional)').fill('Turma do primeiro ano');
      await screenshot(page, `ai-topics-form-${viewport}`);
      await dialog.getByRole('button', { name: 'Gerar tópicos' }).click();
      await dialog.getByRole('group', { name: 'Tópicos propostos' }).waitFor({ timeout: 20_000 });
      await expect.poll(() => dialog.getByRole('checkbox', { checked: true }).count()).toBe(3);
      // Leave the second one out.
      await dialog.getByRole('checkbox', { name: /Ecologia: tópico 2/ }).uncheck();
      await screenshot(page, `ai-topics-proposals-${viewport}`);
      await dialog.getByRole('button', { name: 'Criar tópicos selecionados (2)' }).click();
      await expect.poll(() => dialog.getByRole('checkbox', { disabled: true }).count()).toBe(2);
      await dialog.getByRole('button', { name: 'Concluir' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('region', { name: 'Tópicos' }).getByText('Ecologia: tópico 1').first().waitFor();
      await screenshot(page, `ai-topics-created-${viewport}`);

      // The syllabus analysis, for the discipline's staff: shown, nothing changed.
      await page.getByRole('button', { name: 'Analisar ementa com IA' }).click();
      const analysis = page.getByRole('dialog', { name: 'Análise da ementa' });
      await analysis.getByRole('button', { name: 'Analisar' }).click();
      await analysis.getByRole('heading', { name: 'Lacunas' }).waitFor({ timeout: 20_000 });
      await analysis.getByText('A disciplina Ecologia tem', { exact: false }).waitFor();
      await screenshot(page, `ai-analysis-${viewport}`);
      await analysis.getByRole('button', { name: 'Concluir' }).click();
      await analysis.waitFor({ state: 'hidden' });
    }
  });
});
