import { describe, expect, it } from 'vitest';
import { questionsToDocx } from '@trilha/api/domains/question-import/docx-writer';
import { questionImportCheck } from '@trilha/worker/jobs/question-import/check';
import { readQuestionFile } from '@trilha/worker/jobs/question-import/read-file';
import { silentLogger } from '../../packages/jobs/src/types.ts';
import { setupApiTest } from '../support/fixture.ts';
import { buildZip } from '../support/zip-builder.ts';

const t = setupApiTest();

type Q = Parameters<typeof questionsToDocx>[0][number];
const TABLES = ['questions', 'question_options', 'question_feedbacks', 'question_imports'];

const choice = (n: number): Q => ({
  title: `Questão ${n}`,
  text: `Enunciado da questão ${n}\ncom um segundo parágrafo`,
  type: 'choice',
  answer: null,
  options: [
    { text: `Certa ${n}`, correct_answer: true },
    { text: `Errada ${n}`, correct_answer: false },
    { text: `Também certa ${n}`, correct_answer: true },
  ],
  feedbacks: [{ text: `Feedback ${n}` }],
});
const tf = (n: number): Q => ({
  title: `VF ${n}`,
  text: `Afirmação ${n}`,
  type: 'true-or-false',
  answer: null,
  options: [
    { text: 'Verdadeiro', correct_answer: false },
    { text: 'Falso', correct_answer: true },
  ],
  feedbacks: [],
});
const essay = (n: number): Q => ({
  title: `Dissertativa ${n}`,
  text: `Explique ${n}`,
  type: 'descriptive',
  answer: `Resposta esperada ${n}`,
  options: [],
  feedbacks: [{ text: 'Primeiro' }, { text: 'Segundo' }],
});

/** Ten questions, three broken: no correct alternative, no title, a true-or-false with three alternatives. */
function tenWithThreeBroken(): Q[] {
  const qs = [choice(1), tf(2), essay(3), choice(4), tf(5), essay(6), choice(7), choice(8), tf(9), essay(10)];
  qs[1] = { ...choice(2), options: choice(2).options.map((o) => ({ ...o, correct_answer: false })) };
  qs[4] = { ...tf(5), title: '' };
  qs[8] = { ...tf(9), options: [...tf(9).options, { text: 'Talvez', correct_answer: false }] };
  return qs;
}

async function setup() {
  const d = await t.create.discipline(t.demo, { name: 'Ciências' });
  return { d, mgr: t.manager };
}

type Caller = Parameters<typeof t.as>[0];
const upload = (who: Caller, body: Buffer, name: string, disciplineId: number | string, tenant = t.demo) =>
  t.as(who, tenant).post('/quizzes/file/check').field('discipline_id', String(disciplineId)).attach('file', body, name);

/** Runs the worker job the API enqueued (tests record jobs instead of running a worker). */
async function runJobs() {
  const jobs = t.jobs.splice(0);
  for (const job of jobs) {
    expect(job.name).toBe('question-import.check');
    await questionImportCheck({ tenantDb: t.tenantDb })(job.payload as never, {
      id: 'test',
      name: 'question-import.check',
      attempt: 1,
      rerun: false,
      logger: silentLogger,
    });
  }
}

async function checked(who: Caller, body: Buffer, name: string, disciplineId: number) {
  const r = await upload(who, body, name, disciplineId).expect(202);
  expect(r.body.data.status).toBe('pending');
  await runJobs();
  const s = await t.as(who).get(`/quizzes/file/check/${r.body.data.id}`).expect(200);
  return s.body.data;
}

const questionsOf = (disciplineId: number) =>
  t.db.question.findMany({
    where: { disciplineId },
    orderBy: { id: 'asc' },
    select: {
      title: true,
      text: true,
      type: true,
      answer: true,
      options: { select: { text: true, correctAnswer: true }, orderBy: { position: 'asc' } },
      feedbacks: { select: { text: true }, orderBy: { id: 'asc' } },
    },
  });

describe('question import from .docx', () => {
  it('10 questions, 3 broken: 3 listed with their errors, 7 created; each fix raises the count', async () => {
    const { d, mgr } = await setup();
    const data = await checked(mgr, await questionsToDocx(tenWithThreeBroken()), 'questoes.docx', d.id);
    expect(data).toMatchObject({ status: 'done', progress: 100, total: 10, imported_count: 0 });
    expect(data.valid).toHaveLength(7);
    expect(data.invalid.map((i: { index: number }) => i.index)).toEqual([2, 5, 9]);
    expect(data.invalid.map((i: { errors: object }) => i.errors)).toEqual([
      { options: 'Marque ao menos uma alternativa correta' },
      { title: 'Campo obrigatório' },
      { options: 'Questões de verdadeiro ou falso têm duas alternativas e uma delas correta' },
    ]);
    // Nothing is created by validation itself.
    expect(await t.db.question.count({ where: { disciplineId: d.id } })).toBe(0);

    const imp = await t.as(mgr).post('/quizzes/file/import').send({ import_id: data.id }).expect(201);
    expect(imp.body.data.imported_count).toBe(7);
    expect(imp.body.data.created).toHaveLength(7);
    // Importing again creates nothing more (already imported ones are skipped).
    const again = await t.as(mgr).post('/quizzes/file/import').send({ import_id: data.id }).expect(201);
    expect(again.body.data).toEqual({ created: [], imported_count: 7 });
    expect(await t.db.question.count({ where: { disciplineId: d.id } })).toBe(7);

    // A fix that is still wrong: 422 per field, nothing written.
    const before = await t.rowCounts(TABLES);
    const bad = await t
      .as(mgr)
      .post('/quizzes/file/fix')
      .send({ import_id: data.id, index: 2, question: { ...data.invalid[0].question, type: 'choice' } })
      .expect(422);
    expect(bad.body.errors['question.options']).toEqual(['Marque ao menos uma alternativa correta']);
    expect(await t.rowCounts(TABLES)).toEqual(before);

    const fixes = [
      { index: 2, question: { ...choice(2) } },
      { index: 5, question: { ...tf(5), title: 'VF 5 corrigida' } },
      { index: 9, question: tf(9) },
    ];
    let count = 7;
    for (const [i, fix] of fixes.entries()) {
      const r = await t
        .as(mgr)
        .post('/quizzes/file/fix')
        .send({ import_id: data.id, ...fix })
        .expect(201);
      count++;
      expect(r.body.data).toMatchObject({ imported_count: count, invalid_count: 2 - i });
    }
    const final = (await t.as(mgr).get(`/quizzes/file/check/${data.id}`).expect(200)).body.data;
    expect(final).toMatchObject({ imported_count: 10, invalid: [] });
    expect(final.valid.every((v: { question_id: number | null }) => v.question_id !== null)).toBe(true);
    // A fixed question cannot be fixed (created) twice.
    await t
      .as(mgr)
      .post('/quizzes/file/fix')
      .send({ import_id: data.id, ...fixes[0] })
      .expect(409);
    expect(await t.db.question.count({ where: { disciplineId: d.id } })).toBe(10);
  });

  it('imports only the selected valid ones; an invalid index is 422', async () => {
    const { d, mgr } = await setup();
    const data = await checked(mgr, await questionsToDocx(tenWithThreeBroken()), 'q.docx', d.id);
    const before = await t.rowCounts(TABLES);
    await t
      .as(mgr)
      .post('/quizzes/file/import')
      .send({ import_id: data.id, indexes: [1, 2] })
      .expect(422);
    expect(await t.rowCounts(TABLES)).toEqual(before);
    const r = await t
      .as(mgr)
      .post('/quizzes/file/import')
      .send({ import_id: data.id, indexes: [1, 3] })
      .expect(201);
    expect(r.body.data.imported_count).toBe(2);
    const titles = (await questionsOf(d.id)).map((q) => q.title);
    expect(titles).toEqual(['Questão 1', 'Dissertativa 3']);
  });

  it('export then import gives the same questions (discipline export and selected export)', async () => {
    const { d, mgr } = await setup();
    const originals = [choice(1), tf(2), essay(3)];
    await t
      .as(mgr)
      .post('/quizzes/many')
      .send({ questions: originals.map((q) => ({ ...q, discipline_id: d.id })) })
      .expect(201);
    const exported = await t
      .as(mgr)
      .post(`/quizzes/disciplines/${d.id}/export`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(exported.headers['content-type']).toContain('wordprocessingml');
    const target = await t.create.discipline(t.demo);
    const data = await checked(mgr, exported.body as Buffer, 'export.docx', target.id);
    expect(data.invalid).toEqual([]);
    await t.as(mgr).post('/quizzes/file/import').send({ import_id: data.id }).expect(201);
    expect(await questionsOf(target.id)).toEqual(await questionsOf(d.id));
    expect((await questionsOf(target.id)).map((q) => q.title)).toEqual(['Questão 1', 'VF 2', 'Dissertativa 3']);

    // Selected export keeps the order given.
    const ids = (
      await t.db.question.findMany({ where: { disciplineId: d.id }, orderBy: { id: 'asc' }, select: { id: true } })
    ).map((q) => q.id);
    const sel = await t
      .as(mgr)
      .post('/quizzes/export/docs')
      .send({ ids: [ids[2], ids[0]] })
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect((await readQuestionFile('docx', sel.body as Buffer)).map((q) => q.title)).toEqual(['Dissertativa 3', 'Questão 1']);
  });

  it('the templates (.docx and .csv) import cleanly', async () => {
    const { d, mgr } = await setup();
    for (const format of ['docx', 'csv'] as const) {
      const r = await t
        .as(mgr)
        .get(`/quizzes/file/template?format=${format}`)
        .buffer(true)
        .parse((res, cb) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      const data = await checked(mgr, r.body as Buffer, `modelo.${format}`, d.id);
      expect(data.invalid).toEqual([]);
      expect(data.valid.map((v: { question: { type: string } }) => v.question.type)).toEqual([
        'choice',
        'true-or-false',
        'descriptive',
      ]);
    }
  });

  it('reads a .csv (semicolons, letters for correct ones) and reports errors per field', async () => {
    const { d, mgr } = await setup();
    const csv = [
      'Título;Enunciado;Tipo;Alternativa 1;Alternativa 2;Alternativa 3;Corretas;Resposta;Feedback',
      'Soma;Quanto é 1 + 1?;Múltipla escolha;1;2;3;B;;Conte nos dedos',
      'VF;O céu é azul;Verdadeiro ou falso;Verdadeiro;Falso;;1;;',
      'Ensaio;Fale sobre o mar;Dissertativa;;;;;O mar é grande;',
      ';Sem título;Quiz;;;;;;',
    ].join('\r\n');
    const data = await checked(mgr, Buffer.from(csv), 'q.csv', d.id);
    expect(data.valid.map((v: { question: object }) => v.question)).toEqual([
      {
        title: 'Soma',
        text: 'Quanto é 1 + 1?',
        type: 'choice',
        answer: null,
        options: [
          { text: '1', correct_answer: false },
          { text: '2', correct_answer: true },
          { text: '3', correct_answer: false },
        ],
        feedbacks: [{ text: 'Conte nos dedos' }],
      },
      expect.objectContaining({ title: 'VF', type: 'true-or-false' }),
      expect.objectContaining({ title: 'Ensaio', type: 'descriptive', answer: 'O mar é grande', options: [] }),
    ]);
    expect(data.invalid).toEqual([
      expect.objectContaining({
        index: 4,
        errors: {
          title: 'Campo obrigatório',
          type: 'Tipo inválido: use Dissertativa, Múltipla escolha ou Verdadeiro ou falso',
        },
      }),
    ]);
  });

  it('hostile files are refused with 422 and nothing written: wrong type, renamed, not a zip, oversized, NUL', async () => {
    const { d, mgr } = await setup();
    const before = await t.rowCounts(TABLES);
    const docx = await questionsToDocx([choice(1)]);
    const cases: [Buffer, string][] = [
      [Buffer.from('%PDF-1.4 hello'), 'a.pdf'],
      [docx, 'a.txt'],
      [Buffer.from('not a zip at all'), 'a.docx'],
      [Buffer.from('PK\u0003\u0004 a zip without word/document'), 'a.docx'],
      [Buffer.from([0x74, 0x00, 0x61]), 'a.csv'],
      [Buffer.alloc(5 * 1024 * 1024 + 10, 0x61), 'big.csv'],
    ];
    for (const [body, name] of cases) {
      const r = await upload(mgr, body, name, d.id).expect(422);
      expect(r.body.errors.file).toBeDefined();
    }
    await upload(mgr, docx, 'a.docx', 'abc').expect(422);
    await t.as(mgr).post('/quizzes/file/check').send({ discipline_id: d.id }).expect(422);
    expect(t.jobs).toEqual([]);
    expect(await t.rowCounts(TABLES)).toEqual(before);
  });

  it('a .docx cut short (or a zip without its directory) is refused at upload with 422, before any job', async () => {
    const { d, mgr } = await setup();
    const before = await t.rowCounts(TABLES);
    const docx = await questionsToDocx([choice(1), choice(2)]);
    const cases = [
      docx.subarray(0, Math.floor(docx.length / 2)), // the download stopped half way
      docx.subarray(0, docx.length - 10), // only the end record's last bytes are missing
      Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from('word/document.xml'), Buffer.alloc(64)]),
    ];
    for (const body of cases) {
      const r = await upload(mgr, body, 'questoes.docx', d.id).expect(422);
      expect(r.body).toMatchObject({
        code: 'QUESTION_IMPORT_FILE_CORRUPTED',
        message: 'O arquivo .docx está incompleto ou corrompido. Abra-o no Word, salve-o novamente e envie outra vez',
        errors: { file: [r.body.message] },
      });
    }
    // A whole zip that is not a document is still the plain type refusal.
    const r = await upload(mgr, buildZip([{ name: 'leia-me.txt', data: 'oi' }]), 'a.docx', d.id).expect(422);
    expect(r.body.code).toBe('QUESTION_IMPORT_FILE_INVALID');
    expect(t.jobs).toEqual([]);
    expect(await t.rowCounts(TABLES)).toEqual(before);
    // The whole file still goes through.
    await upload(mgr, docx, 'questoes.docx', d.id).expect(202);
  });

  it('a whole zip whose document is not Word XML ends the import as failed, with a reason', async () => {
    const { d, mgr } = await setup();
    const fake = buildZip([{ name: 'word/document.xml', data: Buffer.alloc(64) }]);
    const data = await checked(mgr, fake, 'fake.docx', d.id);
    expect(data).toMatchObject({ status: 'failed', error: 'Envie um arquivo .docx ou .csv válido', valid: [], invalid: [] });
    await t.as(mgr).post('/quizzes/file/import').send({ import_id: data.id }).expect(409);
  });

  it('401; 403 for a student and a teacher outside the discipline; another tenant discipline refused; 404 for the import of another tenant or user', async () => {
    const { d, mgr } = await setup();
    const docx = await questionsToDocx([choice(1)]);
    const before = await t.rowCounts(TABLES);
    await upload(null, docx, 'a.docx', d.id).expect(401);
    const student = await t.create.user(t.demo);
    await t.create.enroll(t.demo, d.id, student.id);
    await upload(student, docx, 'a.docx', d.id).expect(403);
    await t
      .as(student)
      .post('/quizzes/many')
      .send({ questions: [{ ...choice(1), discipline_id: d.id }] })
      .expect(403);
    await t.as(student).post(`/quizzes/disciplines/${d.id}/export`).expect(403);
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    await t.create.enroll(t.demo, d.id, teacher.id, 'student');
    await upload(teacher, docx, 'a.docx', d.id).expect(403);
    const other = await t.create.discipline(t.acme);
    const acmeMgr = await t.create.user(t.acme, { type: 'manager' });
    // Another tenant's discipline is not one the caller may put questions in (the bank's rule: 422 on the field).
    const foreign = await upload(acmeMgr, docx, 'a.docx', d.id, t.acme).expect(422);
    expect(foreign.body.errors).toEqual({ discipline_id: ['Disciplina não encontrada'] });
    await upload(mgr, docx, 'a.docx', other.id).expect(422);
    const many = await t
      .as(mgr)
      .post('/quizzes/many')
      .send({ questions: [{ ...choice(1), discipline_id: other.id }] })
      .expect(422);
    expect(many.body.errors).toEqual({ 'questions.0.discipline_id': ['Disciplina não encontrada'] });
    await t.as(mgr).post(`/quizzes/disciplines/${other.id}/export`).expect(404);
    expect(await t.rowCounts(TABLES)).toEqual(before);

    // Someone else's import (same tenant or not) is not found.
    const data = await checked(mgr, docx, 'a.docx', d.id);
    const otherMgr = await t.create.user(t.demo, { type: 'manager' });
    await t.as(otherMgr).get(`/quizzes/file/check/${data.id}`).expect(404);
    await t.as(otherMgr).post('/quizzes/file/import').send({ import_id: data.id }).expect(404);
    await t.as(acmeMgr, t.acme).get(`/quizzes/file/check/${data.id}`).expect(404);
    const q = await t.db.question.create({
      data: { companyId: t.demo.company.id, disciplineId: d.id, title: 'x', text: 'y', type: 'descriptive' },
    });
    await t
      .as(acmeMgr, t.acme)
      .post('/quizzes/export/docs')
      .send({ ids: [q.id] })
      .expect(404);
  });
});

// Issue 17: the modal's discipline picker offered the first 100 disciplines, some of which the
// check then refused. GET /disciplines?manageable=true lists exactly the ones it accepts.
describe('the discipline picker (GET /disciplines?manageable=true)', () => {
  it('lists exactly the disciplines POST /quizzes/file/check accepts, role by role, searched on the server', async () => {
    const tag = `Picker ${Date.now().toString(36)}`;
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    const make = (name: string, o: { visible?: boolean; type?: 'own' | 'supplied' } = {}) =>
      t.create.discipline(t.demo, { name: `${tag} ${name}`, ...o });
    const owned = await make('própria');
    const ownedHidden = await make('própria oculta', { visible: false });
    const taught = await make('lecionada');
    const studied = await make('cursada');
    const expired = await make('encerrada');
    const foreign = await make('alheia');
    const suppliedOwned = await make('fornecida', { type: 'supplied' });
    for (const d of [owned, ownedHidden, suppliedOwned])
      await t.db.discipline.updateMany({ where: { id: d.id }, data: { ownerId: teacher.id } });
    await t.create.enroll(t.demo, taught.id, teacher.id, 'teacher');
    await t.create.enroll(t.demo, studied.id, teacher.id, 'student');
    await t.db.disciplineInscription.create({
      data: {
        companyId: t.demo.company.id,
        disciplineId: expired.id,
        userId: teacher.id,
        role: 'teacher',
        finishedAt: new Date(Date.now() - 86_400_000),
      },
    });
    await t.create.discipline(t.acme, { name: `${tag} de outro inquilino` });
    const all = [owned, ownedHidden, taught, studied, expired, foreign, suppliedOwned];
    const csv = Buffer.from('titulo;enunciado;tipo\nA;Enunciado;Dissertativa\n');

    const listed = async (who: Caller, search = tag) => {
      const r = await t.as(who).get('/disciplines').query({ manageable: 'true', search, per_page: 100 }).expect(200);
      return (r.body.data as { id: number }[]).map((d) => d.id).sort((a, b) => a - b);
    };
    const accepted = async (who: Caller) => {
      const ids = [];
      for (const d of all) {
        const r = await upload(who, csv, 'q.csv', d.id);
        // Refused: 422 on discipline_id (cannot read it), or 403 (reads it, may not change it).
        expect([202, 403, 422]).toContain(r.status);
        if (r.status === 202) ids.push(d.id);
      }
      t.jobs.splice(0);
      return ids.sort((a, b) => a - b);
    };
    const sorted = (ds: { id: number }[]) => ds.map((d) => d.id).sort((a, b) => a - b);

    // A teacher: owned (hidden and supplied too) and taught inside the window; not studied,
    // not after the enrolment ended, not another's.
    expect(await listed(teacher)).toEqual(sorted([owned, ownedHidden, taught, suppliedOwned]));
    expect(await listed(teacher)).toEqual(await accepted(teacher));
    // A manager: every discipline of the tenant, none of another tenant's.
    expect(await listed(t.manager)).toEqual(sorted(all));
    expect(await listed(t.manager)).toEqual(await accepted(t.manager));
    // Searched in the database, before the page is cut.
    expect(await listed(teacher, `${tag} lecionada`)).toEqual([taught.id]);
    // Roles that may not write content get an empty list (they cannot import either).
    for (const type of ['tutor', 'supervisor', 'client', 'student'] as const) {
      const who = await t.create.user(t.demo, { type });
      await t.create.enroll(t.demo, taught.id, who.id, type === 'tutor' ? 'tutor' : 'student');
      expect(await listed(who)).toEqual([]);
    }
    // Without the flag the list is as before (the teacher sees what they study too).
    const plain = await t.as(teacher).get('/disciplines').query({ search: tag, per_page: 100 }).expect(200);
    expect(plain.body.data.map((d: { id: number }) => d.id)).toContain(studied.id);
    await t.as(teacher).get('/disciplines').query({ manageable: 'talvez' }).expect(422);
  });
});

describe('POST /quizzes/many', () => {
  it('creates all (201) or none (422 per item, 422 topic of another discipline)', async () => {
    const { d, mgr } = await setup();
    const topic = await t.db.disciplineTopic.create({ data: { companyId: t.demo.company.id, disciplineId: d.id, title: 'T' } });
    const ok = await t
      .as(mgr)
      .post('/quizzes/many')
      .send({ questions: [{ ...choice(1), discipline_id: d.id, topic_id: topic.id }, essay(2)] })
      .expect(201);
    expect(ok.body.data.ids).toHaveLength(2);
    const before = await t.rowCounts(TABLES);
    const bad = await t
      .as(mgr)
      .post('/quizzes/many')
      .send({ questions: [choice(3), { ...tf(4), options: [] }] })
      .expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['questions.1.options']);
    const other = await t.create.discipline(t.demo);
    await t
      .as(mgr)
      .post('/quizzes/many')
      .send({ questions: [choice(3), { ...choice(5), discipline_id: other.id, topic_id: topic.id }] })
      .expect(422);
    await t.as(mgr).post('/quizzes/many').send({ questions: [] }).expect(422);
    await t
      .as(mgr)
      .post('/quizzes/many')
      .send({ questions: Array.from({ length: 101 }, (_, i) => essay(i)) })
      .expect(422);
    await t
      .as(mgr)
      .post('/quizzes/many')
      .send({ questions: [{ ...essay(1), title: 'a\u0000b' }] })
      .expect(422);
    expect(await t.rowCounts(TABLES)).toEqual(before);
  });
});
