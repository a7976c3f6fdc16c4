// The Discipline Material screen (/discipline/{id}/materials, 000 §2): a teacher builds a material
// with one item of each kind, reorders by keyboard, edits and deletes; an enrolled student opens
// every item, marks it done and sees the discipline's progress move on the landing; a student who
// is not enrolled gets Not Found. Screenshots at 1280 and 390 px of each state.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { need } from '../support/requirements.ts';
import { screenshot, settle, subscribed, useBrowser, webUrl } from './browser.ts';
import { withData } from './data.ts';
import { docxFile, pdfFile, wavFile } from './material-files.ts';
import { scormPackage } from '../support/zip-builder.ts';
import { axeViolations } from './admin-helpers.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');

const COURSE = `Curso de Materiais ${Date.now().toString(36)}`;
const MATERIAL = 'Unidade 1 — Fundamentos';

type Fixture = { disciplineId: number; closedId: number; questionTitles: string[] };

/**
 * A discipline of its own for the run (owned by the seeded teacher, the seeded student enrolled),
 * so the screen starts empty whatever else the seed holds; and a seeded discipline the student is
 * not enrolled in.
 */
async function fixture(): Promise<Fixture> {
  return withData(async ({ db, create, demo, seeded }) => {
    const teacher = await seeded('teacher');
    const student = await seeded('student');
    const d = await create.discipline(demo, {
      name: COURSE,
      description: 'Criada pelo teste da tela de materiais.',
      ownerId: teacher.id,
    });
    await create.enroll(demo, d.id, student.id, 'student', { startedAt: new Date(Date.now() - 86_400_000) });
    await create.enroll(demo, d.id, teacher.id, 'teacher');
    for (const [position, title] of ['Introdução', 'Conceitos básicos', 'Prática guiada'].entries())
      await create.topic(demo, d.id, { title, description: `Tópico ${position + 1} do curso.`, position });
    const enrolled = await db.disciplineInscription.findMany({ where: { userId: student.id }, select: { disciplineId: true } });
    const closed = await db.discipline.findFirstOrThrow({
      where: { companyId: demo.company.id, deletedAt: null, id: { notIn: enrolled.map((x) => x.disciplineId) } },
    });
    // Two bank questions of the teacher's, for the quiz item (picked by title in the question picker).
    const questionTitles = ['A', 'B'].map((x) => `Revisão ${x} ${COURSE}`);
    for (const title of questionTitles)
      await create.question(demo, {
        type: 'choice',
        disciplineId: d.id,
        authorId: teacher.id,
        title,
        text: 'Qual alternativa está correta?',
      });
    return { disciplineId: d.id, closedId: closed.id, questionTitles };
  });
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

const shots = (page: Page, name: string) => screenshot(page, `material-${name}-1280`);
/** The answer to the next save of an item's position (POST /material-items/{id}/index). */
const saveOfItemOrder = (page: Page) =>
  page.waitForResponse((r) => /\/material-items\/\d+\/index$/.test(r.url()) && r.request().method() === 'POST');

/** Opens the item form of the material, fills the common fields, then `fill` the kind's own. */
async function addItem(page: Page, kind: string, title: string, fill: (d: ReturnType<typeof dialog>) => Promise<void>) {
  await page.getByRole('article', { name: MATERIAL }).getByRole('button', { name: 'Novo item' }).click();
  const d = dialog(page, 'Novo item');
  await d.getByLabel('Tipo').selectOption({ label: kind });
  await d.getByLabel('Título').fill(title);
  await fill(d);
  await d.getByRole('button', { name: 'Criar' }).click();
  await toast(page, 'Item criado com sucesso!').waitFor();
  await d.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: `Abrir ${title}` }).waitFor();
}

describe.skipIf(!hasDb)('Discipline Material', () => {
  const browser = useBrowser();
  let fx: Fixture;

  it('a teacher builds a material with one item of each kind, reorders by keyboard and by drag, edits and deletes', async () => {
    fx = await fixture();
    const page = await browser.page('menu', { as: 'teacher' });
    await page.goto(`${webUrl()}/discipline/${fx.disciplineId}/materials`);
    await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    // The tab is named after the discipline, not the route's generic title.
    await expect.poll(() => page.title()).toBe(`${COURSE} | Trilha Demo`);
    await page.getByText('Nenhum material por aqui').waitFor();
    await page.getByRole('heading', { name: 'Tópicos' }).waitFor();
    await page.getByText('Conceitos básicos').waitFor();
    await shots(page, 'teacher-empty');

    // Topics: whoever may edit the discipline creates, edits and deletes them beside the materials.
    const topics = page.getByRole('region', { name: 'Tópicos' });
    await topics.getByRole('button', { name: 'Novo tópico' }).click();
    const td = dialog(page, 'Novo tópico');
    // The shared schema's own message, before anything is sent.
    await td.getByRole('button', { name: 'Criar' }).click();
    await td.getByText('Informe o título do tópico').waitFor();
    await td.getByLabel('Título').fill('Avaliação final');
    await td.getByLabel('Descrição').fill('Revisão e prova do curso.');
    await td.getByRole('button', { name: 'Criar' }).click();
    await toast(page, 'Tópico criado com sucesso!').waitFor();
    await td.waitFor({ state: 'detached' });
    await topics.getByText('Avaliação final', { exact: true }).waitFor();
    await topics.getByText('Revisão e prova do curso.').waitFor();
    await page.getByRole('button', { name: 'Editar tópico Avaliação final' }).click();
    const te = dialog(page, 'Editar tópico');
    expect(await te.getByLabel('Título').inputValue()).toBe('Avaliação final');
    await te.getByLabel('Título').fill('Avaliação final e revisão');
    await te.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Tópico atualizado com sucesso!').waitFor();
    await topics.getByText('Avaliação final e revisão', { exact: true }).waitFor();
    await topics.getByText('Avaliação final', { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Excluir tópico Prática guiada' }).click();
    await page.getByRole('alertdialog').getByText('Excluir o tópico “Prática guiada”?').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await toast(page, 'Tópico excluído com sucesso!').waitFor();
    await topics.getByText('Prática guiada').waitFor({ state: 'detached' });
    // The list is the server's: after a reload, the edited topic is there and the deleted one is not.
    await page.reload();
    await topics.getByText('Avaliação final e revisão', { exact: true }).waitFor();
    expect(await topics.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Introdução'),
      expect.stringContaining('Conceitos básicos'),
      expect.stringContaining('Avaliação final e revisão'),
    ]);
    // Duplicate: into this discipline by default (or another the teacher edits); the copy lands last.
    await page.getByRole('button', { name: 'Duplicar tópico Introdução' }).click();
    const dup = dialog(page, 'Duplicar tópico');
    await dup.getByText('Destino: Esta disciplina').waitFor();
    // Every discipline the teacher edits is offered, searched on the server; this one is marked.
    await dup.getByRole('searchbox', { name: 'Buscar disciplina' }).fill(COURSE);
    await expect.poll(() => dup.getByRole('option').count()).toBe(1);
    await dup.getByRole('option', { name: COURSE, selected: true }).getByText('Esta disciplina').waitFor();
    await dup.getByRole('button', { name: 'Duplicar' }).click();
    await toast(page, 'Tópico duplicado com sucesso!').waitFor();
    await dup.waitFor({ state: 'detached' });
    await expect.poll(() => topics.getByRole('listitem').count()).toBe(4);
    await shots(page, 'teacher-topics');

    // A material.
    await page.getByRole('button', { name: 'Novo material' }).click();
    const md = dialog(page, 'Novo material');
    await md.getByLabel('Nome', { exact: true }).fill(MATERIAL);
    await shots(page, 'material-form');
    // A form with entries asks before closing (000 §2).
    await page.keyboard.press('Escape');
    await page
      .getByRole('alertdialog')
      .getByText('Tem certeza de que deseja sair? Todas as informações não salvas serão perdidas!')
      .waitFor();
    await page.getByRole('button', { name: 'Continuar editando' }).click();
    await md.getByRole('button', { name: 'Criar' }).click();
    await toast(page, 'Material criado com sucesso!').waitFor();
    await page.getByRole('article', { name: MATERIAL }).waitFor();

    // One item of each kind.
    await addItem(page, 'Tarefa', 'Tarefa: resumo', (d) =>
      d.getByLabel('Enunciado da tarefa').fill('Escreva um resumo de uma página.'),
    );
    await addItem(page, 'Link', 'Link: documentação', (d) =>
      d.getByLabel('Endereço (URL)').fill('https://example.org/documentacao'),
    );
    await addItem(page, 'Vídeo incorporado', 'Vídeo: aula 1', (d) =>
      d
        .getByLabel('Código de incorporação (<iframe>)')
        .fill('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560"></iframe>'),
    );
    await addItem(page, 'Arquivo', 'PDF: apostila', (d) =>
      d
        .getByLabel('Arquivo (PDF, DOCX ou TXT)')
        .setInputFiles({ name: 'apostila.pdf', mimeType: 'application/pdf', buffer: pdfFile('Apostila') }),
    );
    await addItem(page, 'Arquivo', 'Word: roteiro', (d) =>
      d.getByLabel('Arquivo (PDF, DOCX ou TXT)').setInputFiles({
        name: 'roteiro.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: docxFile('Roteiro da aula', 'Leia o capítulo dois antes da aula.'),
      }),
    );
    await addItem(page, 'Arquivo', 'Texto: glossário', (d) =>
      d.getByLabel('Arquivo (PDF, DOCX ou TXT)').setInputFiles({
        name: 'glossario.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Algoritmo: sequência finita de passos.\n'),
      }),
    );
    await addItem(page, 'Questionário', 'Quiz: revisão', async (d) => {
      for (const title of fx.questionTitles) {
        await d.getByLabel('Buscar questões do banco').fill(title);
        await d.getByRole('button', { name: `Adicionar ${title}` }).click();
      }
    });
    await addItem(page, 'Áudio', 'Áudio: podcast', (d) =>
      d.getByLabel('Arquivo de áudio').setInputFiles({ name: 'podcast.wav', mimeType: 'audio/wav', buffer: wavFile() }),
    );
    await addItem(page, 'SCORM', 'SCORM: aula interativa', (d) =>
      d
        .getByLabel('Pacote SCORM (.zip)')
        .setInputFiles({ name: 'aula.zip', mimeType: 'application/zip', buffer: scormPackage('1.2') }),
    );
    await settle(page);
    await shots(page, 'teacher-built');
    expect(await axeViolations(page), 'teacher, built').toEqual([]);

    // Reorder by keyboard: the audio item moves up one place, with the button, not a drag.
    const rows = page.getByRole('article', { name: MATERIAL }).getByRole('button', { name: /^Abrir / });
    const before = await rows.allTextContents();
    const audioAt = before.findIndex((t) => t.includes('Áudio: podcast'));
    await page.getByRole('button', { name: 'Mover Áudio: podcast para cima' }).focus();
    // Saved after the screen moves (optimistic): the reload below waits for it (see the drag).
    const movedUp = saveOfItemOrder(page);
    await page.keyboard.press('Enter');
    await page.getByText(/Áudio: podcast movido para a posição/).waitFor({ state: 'attached' });
    await expect
      .poll(async () => (await rows.allTextContents()).findIndex((t) => t.includes('Áudio: podcast')))
      .toBe(audioAt - 1);
    // The new order is the server's too.
    expect((await movedUp).status()).toBe(200);
    await page.reload();
    await page.getByRole('article', { name: MATERIAL }).waitFor();
    await expect
      .poll(async () => (await rows.allTextContents()).findIndex((t) => t.includes('Áudio: podcast')))
      .toBe(audioAt - 1);

    // And by dragging: the task's handle dropped on the link below it swaps them.
    const handle = page.getByRole('button', { name: 'Arrastar Tarefa: resumo para reordenar' });
    const target = page.getByRole('button', { name: 'Arrastar Link: documentação para reordenar' });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++)
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y + 10) * i) / 10);
    // The screen moves the row at once and saves after: the reload below waits for the save (a
    // reload while it is in flight cancels it; CI saw the old order once, through the proxy).
    const saved = saveOfItemOrder(page);
    await page.mouse.up();
    const order = async () => (await rows.allTextContents()).map((t) => t.replace(/^Abrir /, ''));
    await expect.poll(async () => (await order()).findIndex((t) => t.startsWith('Tarefa: resumo'))).toBe(1);
    expect((await saved).status()).toBe(200);
    await page.reload();
    await page.getByRole('article', { name: MATERIAL }).waitFor();
    await expect.poll(async () => (await order()).findIndex((t) => t.startsWith('Tarefa: resumo'))).toBe(1);

    // Edit an item's title.
    await page.getByRole('button', { name: 'Editar item Link: documentação' }).click();
    const ed = dialog(page, 'Editar item');
    await ed.getByLabel('Título').fill('Link: documentação oficial');
    await ed.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Item atualizado com sucesso!').waitFor();
    await page.getByRole('button', { name: 'Abrir Link: documentação oficial' }).waitFor();

    // Duplicate, then delete the copy (with confirmation).
    await page.getByRole('button', { name: 'Duplicar item Tarefa: resumo' }).click();
    await toast(page, 'Item duplicado com sucesso!').waitFor();
    const copy = page.getByRole('button', { name: 'Abrir Tarefa: resumo (cópia)' });
    await copy.waitFor();
    await page.getByRole('button', { name: 'Excluir item Tarefa: resumo (cópia)' }).click();
    await page.getByRole('alertdialog').getByText('Excluir o item “Tarefa: resumo (cópia)”?').waitFor();
    await shots(page, 'teacher-confirm-delete');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await toast(page, 'Item excluído com sucesso!').waitFor();
    await copy.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Abrir Tarefa: resumo' }).waitFor();

    // A password on the text item (item settings).
    await page.getByRole('button', { name: 'Configurações de Texto: glossário' }).click();
    const sd = page.getByRole('dialog', { name: /Configurações do item/ });
    await sd.getByLabel('Senha de acesso (opcional)').fill('segredo');
    await shots(page, 'teacher-settings');
    await sd.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Configurações salvas com sucesso!').waitFor();
    await sd.waitFor({ state: 'detached' });

    // Bulk import: a title over 50 characters and a file that is not what it says are refused, each
    // named in its own toast (000 §5); then two good files become two items.
    await page.getByRole('article', { name: MATERIAL }).getByRole('button', { name: 'Importar arquivos' }).click();
    const imp = dialog(page, 'Importar arquivos');
    const longName = `${'Capítulo muito longo '.repeat(3)}final.txt`;
    await imp.getByLabel('Arquivos').setInputFiles([
      { name: longName, mimeType: 'text/plain', buffer: Buffer.from('texto') },
      { name: 'falso.pdf', mimeType: 'application/pdf', buffer: Buffer.from('isto não é um pdf') },
    ]);
    await imp.getByRole('button', { name: 'Importar' }).click();
    await imp.getByText('Os titulos dos arquivos podem contem no máximo 50 caracteres').first().waitFor();
    await imp.getByText('Arquivo Invalido: falso.pdf').first().waitFor();
    await shots(page, 'teacher-import-errors');
    await imp.getByLabel('Arquivos').setInputFiles([
      { name: 'exercicios.txt', mimeType: 'text/plain', buffer: Buffer.from('1) Some 2 e 2.') },
      { name: 'respostas.txt', mimeType: 'text/plain', buffer: Buffer.from('1) 4') },
    ]);
    await imp.getByRole('button', { name: 'Importar' }).click();
    await imp.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Abrir exercicios' }).waitFor();
    await page.getByRole('button', { name: 'Abrir respostas' }).waitFor();
    // They are not part of the student's walk below.
    for (const title of ['exercicios', 'respostas']) {
      await page.getByRole('button', { name: `Excluir item ${title}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
      await page.getByRole('button', { name: `Abrir ${title}` }).waitFor({ state: 'detached' });
    }

    // Phone width.
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    await screenshot(page, 'material-teacher-built-390');
    await topics.scrollIntoViewIfNeeded();
    await screenshot(page, 'material-teacher-topics-390');
  });

  it('an enrolled student opens every item, marks it done and sees the progress move on the landing', async () => {
    const page = await browser.page('menu', { as: 'student' });
    await page.goto(`${webUrl()}/discipline/${fx.disciplineId}/materials`);
    await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    const progress = page.getByRole('progressbar', { name: 'Seu progresso' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');
    // Staff controls are not there.
    expect(await page.getByRole('button', { name: 'Novo material' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Editar item Tarefa: resumo' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Novo tópico' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Editar tópico / }).count()).toBe(0);
    await shots(page, 'student');

    const open = async (title: string) => {
      await page.getByRole('button', { name: `Abrir ${title}` }).click();
      const d = dialog(page, title);
      await d.waitFor();
      return d;
    };
    const markDone = async (d: ReturnType<typeof dialog>) => {
      const before = Number(await progress.getAttribute('aria-valuenow'));
      await d.getByRole('switch', { name: 'Marcar como concluído' }).click();
      await expect.poll(() => d.getByRole('switch', { name: 'Marcar como concluído' }).getAttribute('aria-checked')).toBe('true');
      await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
      await page.keyboard.press('Escape');
      await d.waitFor({ state: 'detached' });
    };

    let d = await open('Tarefa: resumo');
    await d.getByText('Escreva um resumo de uma página.').waitFor();
    await markDone(d);

    d = await open('Link: documentação oficial');
    const link = d.getByRole('link', { name: 'Abrir link em nova aba' });
    expect(await link.getAttribute('href')).toBe('https://example.org/documentacao');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await markDone(d);

    d = await open('Vídeo: aula 1');
    const frame = d.locator('iframe[title="Vídeo: aula 1"]');
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//);
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    await markDone(d);

    d = await open('PDF: apostila');
    await expect.poll(() => d.locator('iframe[title="apostila.pdf"]').getAttribute('src')).toMatch(/^blob:/);
    await shots(page, 'student-pdf');
    await markDone(d);

    d = await open('Word: roteiro');
    await d.getByRole('heading', { name: 'Roteiro da aula' }).waitFor();
    await d.getByText('Leia o capítulo dois antes da aula.').waitFor();
    await shots(page, 'student-docx');
    await markDone(d);

    // Protected: the password first; a wrong one is refused with the spec's words.
    d = await open('Texto: glossário');
    await d.getByLabel('Senha', { exact: true }).fill('errada');
    await d.getByRole('button', { name: 'Acessar' }).click();
    await d.getByText('Senha Inválida! Tente novamente').waitFor();
    await shots(page, 'student-password');
    await d.getByLabel('Senha', { exact: true }).fill('segredo');
    await d.getByRole('button', { name: 'Acessar' }).click();
    await d.getByText('Algoritmo: sequência finita de passos.').waitFor();
    await markDone(d);

    {
      d = await open('Quiz: revisão');
      await d.getByText(`${fx.questionTitles.length} quest`, { exact: false }).waitFor();
      expect(await d.getByRole('link', { name: 'Iniciar questionário' }).getAttribute('href')).toMatch(
        new RegExp(`/discipline/${fx.disciplineId}/materials/\\d+/quiz$`),
      );
      await markDone(d);
    }

    // SCORM: the package plays in the viewer; completing it in the package marks the item done.
    d = await open('SCORM: aula interativa');
    const sco = d.frameLocator('iframe[title^="Conteúdo SCORM"]').frameLocator('iframe').first();
    await sco.getByRole('heading', { name: 'Aula SCORM 1.2' }).waitFor({ timeout: 30_000 });
    await shots(page, 'student-scorm');
    await sco.getByRole('button', { name: 'Concluir aula' }).click();
    await expect
      .poll(() => d.getByRole('switch', { name: 'Marcar como concluído' }).getAttribute('aria-checked'), { timeout: 15_000 })
      .toBe('true');
    // Focus is inside the package's frame, where Escape is the package's: the close button.
    await d.getByRole('button', { name: 'Fechar', exact: true }).click();
    await d.waitFor({ state: 'detached' });

    // Audio: the floating player, its speeds, and the download rule (one at a time).
    await page.getByRole('button', { name: 'Abrir Áudio: podcast' }).click();
    const player = page.getByRole('region', { name: 'Player de áudio: Áudio: podcast' });
    await player.locator('audio').waitFor();
    for (const speed of ['2x', '1,5x', '1x', '0,5x']) await player.getByRole('button', { name: speed, exact: true }).waitFor();
    await player.getByRole('button', { name: '1,5x', exact: true }).click();
    expect(await player.locator('audio').evaluate((a) => (a as HTMLAudioElement).playbackRate)).toBe(1.5);
    await shots(page, 'student-audio');
    const download = page.waitForEvent('download');
    await player.getByRole('button', { name: 'Baixar áudio' }).click();
    await download;
    await toast(page, 'Download realizado!').waitFor();
    // The row's own check (the item is done once the answer comes back, so click, then wait).
    const audioDone = page
      .getByRole('article', { name: MATERIAL })
      .getByRole('checkbox', { name: 'Marcar como concluído: Áudio: podcast' });
    await player.getByRole('button', { name: 'Fechar player' }).click();
    await audioDone.click();
    await expect.poll(() => audioDone.isChecked()).toBe(true);
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100');

    // A student with materials rates them (the enrolments work's modal, in this screen's header).
    await page.getByRole('button', { name: 'Avaliar materiais' }).click();
    const rate = dialog(page, 'Avaliar materiais');
    await rate.getByRole('radio', { name: '4 estrelas' }).check({ force: true });
    await rate.getByLabel('Comentário (opcional)').fill('Materiais claros e bem organizados.');
    await rate.getByRole('button', { name: 'Enviar avaliação' }).click();
    await toast(page, 'Obrigado pela sua avaliação!').waitFor();
    await page
      .getByRole('region', { name: 'Avaliações dos materiais' })
      .getByText('Materiais claros e bem organizados.')
      .waitFor();
    await shots(page, 'student-reviewed');

    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    await screenshot(page, 'material-student-done-390');
    d = await open('Word: roteiro');
    await d.getByRole('heading', { name: 'Roteiro da aula' }).waitFor();
    await screenshot(page, 'material-student-docx-390');
    await page.keyboard.press('Escape');
    await d.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Abrir Áudio: podcast' }).click();
    await page.getByRole('region', { name: 'Player de áudio: Áudio: podcast' }).locator('audio').waitFor();
    await screenshot(page, 'material-student-audio-390');
    await page.getByRole('button', { name: 'Fechar player' }).click();

    // The landing shows the discipline's new progress.
    await page.goto(`${webUrl()}/my/disciplines?search=${encodeURIComponent(COURSE)}`);
    const card = page.getByRole('link', { name: new RegExp(COURSE) });
    await card.waitFor();
    await card.getByText('100% concluído').waitFor();
  });

  it("another user's change shows on an open screen (material-production channel)", async () => {
    const teacher = await browser.page('menu', { as: 'teacher' });
    // The live connection has its subscription before the change happens.
    const live = subscribed(teacher, `discipline.${fx.disciplineId}.materials`);
    await teacher.goto(`${webUrl()}/discipline/${fx.disciplineId}/materials`);
    await teacher.getByRole('article', { name: MATERIAL }).waitFor();
    await live;

    const manager = await browser.page('menu', { as: 'manager' });
    await manager.goto(`${webUrl()}/discipline/${fx.disciplineId}/materials`);
    await manager.getByRole('button', { name: 'Novo material' }).click();
    const md = dialog(manager, 'Novo material');
    await md.getByLabel('Nome', { exact: true }).fill('Unidade 2 — Ao vivo');
    await md.getByRole('button', { name: 'Criar' }).click();
    await toast(manager, 'Material criado com sucesso!').waitFor();

    // No reload on the teacher's side.
    await teacher.getByRole('article', { name: 'Unidade 2 — Ao vivo' }).waitFor();
    await shots(teacher, 'teacher-live');
  });

  it('a seeded discipline opens from the landing with its materials, topics and forums', async () => {
    for (const viewport of ['menu', 'mobile'] as const) {
      const page = await browser.page(viewport, { as: 'student' });
      await page.goto(`${webUrl()}/my/disciplines`);
      const first = page.getByRole('list', { name: 'Disciplinas' }).getByRole('link').first();
      await first.click();
      await page.waitForURL(/\/discipline\/\d+\/materials$/);
      await page.getByRole('heading', { name: 'Materiais', exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Fóruns' }).waitFor();
      expect(await page.getByRole('button', { name: /^Abrir / }).count()).toBeGreaterThan(0);
      await screenshot(page, `material-seeded-student-${viewport === 'menu' ? 1280 : 390}`);
      expect(await axeViolations(page), viewport).toEqual([]);
    }
  });

  it('a student who is not enrolled gets Not Found', async () => {
    const page = await browser.page('menu', { as: 'student' });
    await page.goto(`${webUrl()}/discipline/${fx.closedId}/materials`);
    await page.waitForURL('**/not-found');
    await page.getByText('404').first().waitFor();
  });
});
