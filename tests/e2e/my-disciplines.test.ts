import { describe, expect, inject, it } from 'vitest';
import { createPrismaClient } from '@trilha/db';
import { need } from '../support/requirements.ts';
import { PASSWORD, screenshot, useBrowser, webUrl } from './browser.ts';
import { withData } from './data.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');

/**
 * Three offers from Acme (the demo tenant's seeded supplier) to the demo tenant, made as the
 * supplier's POST /consumer-disciplines makes them, plus a local discipline to attach one to.
 */
async function makeOffers() {
  return withData(async ({ db, create, demo, tenant }) => {
    const acme = await tenant('acme');
    const supplier = await db.supplier.findFirstOrThrow({
      where: { companyId: demo.company.id, supplierCompanyId: acme.company.id },
    });
    const tag = Date.now().toString(36);
    const names = ['Oferta Aprovar', 'Oferta Reprovar', 'Oferta Vincular', 'Oferta Copiar'].map((n) => `${n} ${tag}`);
    for (const [i, name] of names.entries()) {
      const source = await create.discipline(acme, { name, description: 'Oferecida pela Acme.' });
      await create.topic(acme, source.id, { title: 'Tema da Acme' });
      await create.offer(demo, { supplierId: supplier.id, source, type: i === 2 ? 'personalized' : 'supplied' });
    }
    const local = await create.discipline(demo, { name: `Destino ${tag}` });
    return { names, local, tag };
  });
}

describe.skipIf(!hasDb)('My personalized disciplines', () => {
  const browser = useBrowser();

  it('a manager approves, disapproves and attaches pending offers; each leaves the list', async () => {
    const o = await makeOffers();
    const [approve, disapprove, attach, copy] = o.names as [string, string, string, string];
    const page = await browser.signedIn('manager', 'menu');
    // No sidebar entry (001 §2 fixes the sidebar): the Disciplines landing links to it.
    await page.goto(`${webUrl()}/disciplines`);
    await page.getByRole('link', { name: 'Disciplinas personalizadas' }).click();
    await page.waitForURL((u) => u.pathname === '/my-disciplines');
    await page.getByRole('heading', { level: 1, name: 'Minhas disciplinas personalizadas' }).waitFor();
    const list = page.getByRole('list', { name: 'Minhas disciplinas personalizadas' });
    const card = (name: string) => list.getByRole('listitem').filter({ hasText: name });
    await card(approve).getByText('Fornecedor: Acme Treinamentos').waitFor();
    await screenshot(page, 'my-disciplines-1280');

    // Search narrows the list (in the URL); the type filter too.
    await page.getByRole('searchbox', { name: 'Buscar disciplinas fornecidas' }).fill(o.tag);
    await page.waitForURL((u) => u.searchParams.get('search') === o.tag);
    await page.getByText('4 disciplinas pendentes').waitFor();
    await page.getByLabel('Tipo').selectOption({ label: 'Personalizada' });
    await page.getByText('1 disciplina pendente').waitFor();
    await page.getByLabel('Tipo').selectOption({ label: 'Todos os tipos' });
    await page.getByText('4 disciplinas pendentes').waitFor();

    await card(approve).getByRole('button', { name: 'Aprovar' }).click();
    await page.getByText('Disciplina aprovada com sucesso!').waitFor();
    await card(approve).waitFor({ state: 'detached' });

    await card(disapprove).getByRole('button', { name: 'Reprovar' }).click();
    await page.getByRole('alertdialog', { name: 'Reprovar disciplina' }).getByRole('button', { name: 'Reprovar' }).click();
    await page.getByText('Disciplina reprovada com sucesso!').waitFor();
    await card(disapprove).waitFor({ state: 'detached' });

    await card(attach).getByRole('button', { name: 'Vincular' }).click();
    const modal = page.getByRole('dialog', { name: 'Vincular a uma disciplina' });
    await modal.getByLabel('Buscar disciplina').fill(`Destino ${o.tag}`);
    // The search is debounced: pick once the list shows its answer, not the unfiltered one before it.
    await expect.poll(() => modal.getByRole('option').count()).toBe(1);
    await modal.getByRole('option', { name: `Destino ${o.tag}` }).click();
    await screenshot(page, 'my-disciplines-attach-1280');
    await modal.getByRole('button', { name: 'Vincular' }).click();
    await page.getByText('Disciplina vinculada com sucesso!').waitFor();
    await card(attach).waitFor({ state: 'detached' });

    await card(copy).getByRole('button', { name: 'Copiar' }).click();
    await page.getByRole('alertdialog', { name: 'Copiar disciplina' }).getByRole('button', { name: 'Copiar' }).click();
    await page.getByText('Disciplina copiada com sucesso!').waitFor();
    await card(copy).waitFor({ state: 'detached' });
    await page.getByText('Nenhuma disciplina fornecida encontrada com esses filtros.').waitFor();

    const db = createPrismaClient(inject('databaseUrl'));
    try {
      const rows = await db.consumerDiscipline.findMany({ where: { name: { in: o.names } }, orderBy: { id: 'asc' } });
      expect(rows.map((r) => [r.status, r.disciplineId])).toEqual([
        ['approved', null],
        ['disapproved', null],
        ['approved', o.local.id],
        ['approved', expect.any(Number)],
      ]);
      // The copy is the demo tenant's own discipline, with the supplier's topic.
      const copied = await db.discipline.findFirstOrThrow({ where: { id: rows[3]!.disciplineId! }, include: { topics: true } });
      expect(copied).toMatchObject({ companyId: o.local.companyId, name: copy });
      expect(copied.topics.map((x) => x.title)).toEqual(['Tema da Acme']);
    } finally {
      await db.$disconnect();
    }

    // Issue 17: an attached offer could never be detached. The approved tab shows each accepted
    // offer with what became of it; the attached one has "Desvincular".
    await page.getByRole('navigation', { name: 'Situação das ofertas' }).getByRole('link', { name: 'Aprovadas' }).click();
    await page.waitForURL((u) => u.searchParams.get('status') === 'approved');
    await page.getByText('3 disciplinas aprovadas').waitFor();
    await card(attach).getByText(`Vinculada a Destino ${o.tag}`).waitFor();
    await card(copy).getByText(`Copiada como ${copy}`).waitFor();
    await card(approve).getByText('Aprovada, sem disciplina vinculada.').waitFor();
    expect(await card(copy).getByRole('button', { name: 'Desvincular' }).count()).toBe(0);
    expect(await card(approve).getByRole('button', { name: 'Desvincular' }).count()).toBe(0);
    await screenshot(page, 'my-disciplines-approved-1280');
    await card(attach).getByRole('button', { name: 'Desvincular' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Desvincular disciplina' });
    await confirm.getByText(`“${attach}” deixará de estar vinculada a “Destino ${o.tag}”`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Desvincular' }).click();
    await page.getByText('Disciplina desvinculada com sucesso!').waitFor();
    await card(attach).getByText('Aprovada, sem disciplina vinculada.').waitFor();
    await card(attach).getByRole('button', { name: 'Vincular' }).waitFor();
    const after = createPrismaClient(inject('databaseUrl'));
    try {
      const row = await after.consumerDiscipline.findFirstOrThrow({ where: { name: attach } });
      expect(row).toMatchObject({ status: 'approved', disciplineId: null });
      expect(await after.discipline.findFirstOrThrow({ where: { id: o.local.id } })).toMatchObject({ deletedAt: null });
    } finally {
      await after.$disconnect();
    }
  });

  it('on a phone: cards stacked; a supervisor sees them without the decision buttons', async () => {
    await makeOffers();
    const page = await browser.signedIn('manager', 'mobile');
    await page.goto(`${webUrl()}/my-disciplines`);
    await page.getByRole('heading', { level: 1, name: 'Minhas disciplinas personalizadas' }).waitFor();
    await page.getByRole('button', { name: 'Aprovar' }).first().waitFor();
    await screenshot(page, 'my-disciplines-390');
    const supervisor = await browser.signedIn('supervisor', 'mobile');
    await supervisor.goto(`${webUrl()}/my-disciplines`);
    await supervisor.getByRole('heading', { level: 1, name: 'Minhas disciplinas personalizadas' }).waitFor();
    await supervisor
      .getByText(/disciplinas? pendentes?/)
      .first()
      .waitFor();
    expect(await supervisor.getByRole('button', { name: 'Aprovar' }).count()).toBe(0);
  });

  it('the supplier (Acme) offers one of its disciplines to the demo client from its Disciplines landing', async () => {
    const db = createPrismaClient(inject('databaseUrl'));
    try {
      const demo = await db.consumer.findUniqueOrThrow({ where: { domain: 'demo' } });
      const name = `Oferta da Acme ${Date.now().toString(36)}`;
      const source = await withData(async ({ create, tenant }) => create.discipline(await tenant('acme'), { name }));
      const page = await browser.page('desktop');
      await page.goto(`${webUrl('acme')}/login`);
      await page.getByLabel('E-mail').fill('manager@acme.trilha.dev');
      await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL((u) => u.pathname === '/disciplines');
      await page.getByRole('searchbox', { name: 'Buscar disciplinas' }).fill(name);
      await page.waitForURL((u) => u.searchParams.get('search') === name);
      await page.getByRole('button', { name: `Oferecer ${name} a um cliente` }).click();
      const dialog = page.getByRole('dialog', { name: 'Oferecer a um cliente' });
      // The demo company chose Acme as its supplier (seed): its sub-domain is the one client.
      await dialog.getByRole('option', { name: new RegExp(demo.name) }).click();
      await screenshot(page, 'offer-discipline-1280');
      await dialog.getByRole('button', { name: 'Oferecer' }).click();
      await page.getByText('Disciplina oferecida com sucesso!').waitFor();
      await dialog.waitFor({ state: 'detached' });
      const offer = await db.consumerDiscipline.findFirstOrThrow({ where: { sourceDisciplineId: source.id } });
      expect(offer).toMatchObject({ companyId: demo.companyId, consumerId: demo.id, name, status: 'pending' });
    } finally {
      await db.$disconnect();
    }
  });
});
