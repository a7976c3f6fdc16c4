// Reports View (/reports, 001 §2): a tutor filters the student log, asks for the PDF ('Gerando
// Relatório!'), gets the live ready toast ('Relatório Exportado!', Visualizar on /reports) and opens
// the PDF; elsewhere the same toast reads Acessar (001 L62). Screenshots at 1440 and 390 px.
import { describe, expect, inject, it } from 'vitest';
import { need } from '../support/requirements.ts';
import { screenshot, subscribed, useBrowser, webUrl } from './browser.ts';
import { withData } from './data.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');
const NAME = `Aluna Relatório ${Date.now().toString(36)}`;

/** A learner of the demo tenant with a few facts in the log, in a discipline the seeded tutor tutors. */
function fixture() {
  return withData(async ({ create, demo, seeded }) => {
    const teacher = await seeded('teacher');
    const tutor = await seeded('tutor');
    const d = await create.discipline(demo, { name: 'Química Orgânica', ownerId: teacher.id });
    const m = await create.material(demo, d.id);
    const item = await create.materialItem(demo, m.id, { title: 'Lista de exercícios 1', type: 'quiz' });
    const student = await create.user(demo, { type: 'student', name: NAME });
    // A tutor reads only their own students' log: the learner is enrolled where the tutor tutors.
    await create.enroll(demo, d.id, student.id, 'student');
    await create.enroll(demo, d.id, tutor.id, 'tutor');
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await create.activity(demo, student.id, { kind: 'signed_in', occurredAt: at(90) });
    await create.activity(demo, student.id, {
      kind: 'item_opened',
      disciplineId: d.id,
      materialItemId: item.id,
      occurredAt: at(80),
    });
    await create.activity(demo, student.id, {
      kind: 'attempt_finished',
      disciplineId: d.id,
      materialItemId: item.id,
      details: { score: 9.5 },
      occurredAt: at(70),
    });
    return { tutorId: tutor.id };
  });
}

describe.skipIf(!hasDb)('Reports', () => {
  // The PDF opens in a tab: Chromium's PDF viewer, not in the headless shell.
  const browser = useBrowser({ pdfViewer: true });

  it('a tutor filters the log, asks for the PDF, gets the ready toast and opens the PDF', async () => {
    const fx = await fixture();
    const page = await browser.page('desktop', { as: 'tutor' });
    const live = subscribed(page, `student-logs-pdf.${fx.tutorId}`);
    await page.goto(`${webUrl()}/reports`);
    await page.getByRole('heading', { name: 'Relatório de alunos' }).waitFor();
    await page.getByText('Escolha os filtros').waitFor();
    // No filter: the spec's message, and nothing is asked.
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByText('Preencha ao menos um dos filtros!').first().waitFor();
    await page.getByRole('button', { name: 'Gerar PDF' }).click();
    await page.getByText('Nenhum registro encontrado para Dowload!').first().waitFor();

    await page.getByLabel('Nome do aluno').fill(NAME);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const table = page.getByRole('table', { name: 'Relatório de alunos' });
    await table.getByText('Finalizou um questionário').waitFor();
    await table.getByText('Lista de exercícios 1 · Nota 9,5').waitFor();
    await table.getByText('Entrou na plataforma').waitFor();
    expect(await table.getByRole('row').count()).toBe(4); // header + 3
    await page.getByText('3 registros').waitFor();
    expect(new URL(page.url()).searchParams.get('user_name')).toBe(NAME);
    await screenshot(page, 'reports-1440');

    await live;
    await page.getByRole('button', { name: 'Gerar PDF' }).click();
    await page.getByText('Gerando Relatório!').first().waitFor();
    const toast = page.getByRole('listitem').filter({ hasText: 'Relatório Exportado!' });
    await toast.waitFor();
    await screenshot(page, 'reports-ready-toast-1440');
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      toast.getByRole('button', { name: 'Visualizar' }).click(),
    ]);
    await tab.waitForURL(/^blob:/);
    const head = await tab.evaluate(async () => {
      const bytes = new Uint8Array(await (await fetch(location.href)).arrayBuffer());
      return String.fromCharCode(...bytes.slice(0, 5));
    });
    expect(head).toBe('%PDF-');
    await page.getByRole('button', { name: 'Gerar PDF' }).waitFor();
  });

  it('elsewhere the ready toast reads Acessar', async () => {
    const fx = await fixture();
    const page = await browser.page('desktop', { as: 'tutor' });
    const live = subscribed(page, `student-logs-pdf.${fx.tutorId}`);
    await page.goto(`${webUrl()}/calendar`);
    await live;
    // The PDF asked for from another tab of the same person (the API directly, with their token).
    const status = await page.evaluate(
      async ({ api, name }) => {
        const token = localStorage.getItem('trilha.token');
        const url = `${api}/logs/student/pdf?user_name=${encodeURIComponent(name)}`;
        return (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status;
      },
      // The tenant is the Host's first label, as the app's own calls send it.
      { api: `http://demo.localhost:${new URL(inject('apiUrl')).port}`, name: NAME },
    );
    expect(status).toBe(202);
    const toast = page.getByRole('listitem').filter({ hasText: 'Relatório Exportado!' });
    await toast.getByRole('button', { name: 'Acessar' }).waitFor();
  });

  it('on a phone the list is cards', async () => {
    await fixture();
    const page = await browser.page('mobile', { as: 'tutor' });
    await page.goto(`${webUrl()}/reports?user_name=${encodeURIComponent(NAME)}`);
    // Below 768 px the rows are cards (the table is hidden).
    const card = page.getByText('Finalizou um questionário').filter({ visible: true }).first();
    await card.waitFor();
    expect(await page.getByRole('table', { name: 'Relatório de alunos' }).isVisible()).toBe(false);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'reports-390');
    // The disciplines filter: a searchable list of the disciplines the tutor may open.
    await page.getByText('Todas as disciplinas').click();
    const option = page.getByRole('listbox').getByRole('option').first();
    await option.waitFor();
    await option.scrollIntoViewIfNeeded();
    await screenshot(page, 'reports-disciplines-390');
  });
});
