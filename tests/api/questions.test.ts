import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const BANK = ['questions', 'question_options', 'question_feedbacks', 'material_item_questions'];

/** A discipline with a teacher who teaches it, a student enrolled, and a quiz item. */
async function world() {
  const d = await t.create.discipline(t.demo);
  const teacher = await t.create.user(t.demo, { type: 'teacher' });
  await t.create.enroll(t.demo, d.id, teacher.id, 'teacher');
  const student = await t.create.user(t.demo);
  await t.create.enroll(t.demo, d.id, student.id);
  const material = await t.create.material(t.demo, d.id);
  const item = await t.create.materialItem(t.demo, material.id, { type: 'quiz', title: 'Questionário 1' });
  return { d, teacher, student, material, item };
}

const choice = (o: object = {}) => ({
  title: 'Capital',
  text: 'Qual é a capital do Brasil?',
  type: 'choice',
  options: [
    { text: 'Brasília', correct_answer: true },
    { text: 'Rio de Janeiro', correct_answer: false },
  ],
  feedbacks: [{ text: 'Brasília é a capital desde 1960.' }],
  ...o,
});

describe('POST /quizzes', () => {
  it('a teacher creates a question of each type with its options and feedbacks; multipart carries an image', async () => {
    const { d, teacher } = await world();
    const r = await t
      .as(teacher)
      .post('/quizzes')
      .send(choice({ discipline_id: d.id }))
      .expect(201);
    expect(r.body).toMatchObject({
      message: 'Questão criada com sucesso!',
      data: {
        title: 'Capital',
        type: 'choice',
        discipline_id: d.id,
        author_id: teacher.id,
        linked: false,
        options: [
          { text: 'Brasília', correct_answer: true, position: 0 },
          { text: 'Rio de Janeiro', correct_answer: false, position: 1 },
        ],
        feedbacks: [{ text: 'Brasília é a capital desde 1960.' }],
      },
    });
    const tf = await t
      .as(teacher)
      .post('/quizzes')
      .field('title', 'Sol')
      .field('text', 'O Sol é uma estrela.')
      .field('type', 'true-or-false')
      .field('discipline_id', String(d.id))
      .field(
        'options',
        JSON.stringify([
          { text: 'Verdadeiro', correct_answer: true },
          { text: 'Falso', correct_answer: false },
        ]),
      )
      .attach('image', PNG, { filename: 'sol.png', contentType: 'image/png' })
      .expect(201);
    expect(tf.body.data).toMatchObject({ type: 'true-or-false', image: expect.stringMatching(/\/questions\/.+\.png$/) });
    expect((await t.db.question.findFirstOrThrow({ where: { id: tf.body.data.id } })).type).toBe('true_or_false');
    const desc = await t
      .as(t.manager)
      .post('/quizzes')
      .send({ title: 'Redação', text: 'Explique a fotossíntese.', type: 'descriptive', answer: 'Luz vira energia.' })
      .expect(201);
    expect(desc.body.data).toMatchObject({ type: 'descriptive', discipline_id: null, options: [], answer: 'Luz vira energia.' });
  });

  it('422 with nothing written: broken type rules, blank fields, bad form fields, a non-image, a discipline out of reach', async () => {
    const { d, teacher } = await world();
    const other = await t.create.discipline(t.demo);
    const before = await t.rowCounts(BANK);
    const post = (body: object) => t.as(teacher).post('/quizzes').send(body);
    const one = await post(choice({ options: [{ text: 'Só uma', correct_answer: true }] })).expect(422);
    expect(one.body.errors.options).toEqual(['Questões de múltipla escolha precisam de ao menos duas alternativas']);
    await post(
      choice({
        options: [
          { text: 'A', correct_answer: false },
          { text: 'B', correct_answer: false },
        ],
      }),
    ).expect(422);
    await post(
      choice({
        type: 'true-or-false',
        options: [
          { text: 'V', correct_answer: true },
          { text: 'F', correct_answer: true },
        ],
      }),
    ).expect(422);
    await post(choice({ type: 'descriptive' })).expect(422);
    await post(choice({ title: '   ' })).expect(422);
    await post(choice({ title: 'x'.repeat(256) })).expect(422);
    await post(choice({ discipline_id: 2 ** 40 })).expect(422);
    await post(choice({ title: 'a\u0000b' })).expect(422);
    const far = await post(choice({ discipline_id: other.id })).expect(422);
    expect(far.body.errors).toEqual({ discipline_id: ['Disciplina não encontrada'] });
    await post(choice({ discipline_id: d.id, topic_id: 999_999 })).expect(422);
    await t
      .as(teacher)
      .post('/quizzes')
      .field('title', 'T')
      .field('text', 'X')
      .field('type', 'choice')
      .field('options', '[{not json')
      .expect(422);
    await t
      .as(teacher)
      .post('/quizzes')
      .field('title', 'T')
      .field('text', 'X')
      .field('type', 'descriptive')
      .attach('image', Buffer.from('<svg/>'), { filename: 'x.png', contentType: 'image/png' })
      .expect(422);
    expect(await t.rowCounts(BANK)).toEqual(before);
  });

  it('401; 403 for a student and a tutor; another tenant cannot put a question in demo’s discipline', async () => {
    const { d, student } = await world();
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    const before = await t.rowCounts(BANK);
    await t.as(null).post('/quizzes').send(choice()).expect(401);
    await t.as(student).post('/quizzes').send(choice()).expect(403);
    await t.as(tutor).post('/quizzes').send(choice()).expect(403);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t
      .as(acme, t.acme)
      .post('/quizzes')
      .send(choice({ discipline_id: d.id }))
      .expect(422);
    expect(await t.rowCounts(BANK)).toEqual(before);
  });
});

describe('GET /quizzes/{id}', () => {
  it('staff read a question whole (correct answers, link to quiz items); students 403; other tenants and outsiders 404', async () => {
    const { d, teacher, student, item } = await world();
    const q = await t.create.question(t.demo, { disciplineId: d.id, feedbacks: ['Revise o capítulo 2'] });
    await t.create.linkQuestion(t.demo, item.id, q.id);
    const r = await t.as(teacher).get(`/quizzes/${q.id}`).expect(200);
    expect(r.body.data).toMatchObject({
      id: q.id,
      linked: true,
      material_items_ids: [item.id],
      options: [{ correct_answer: true }, { correct_answer: false }, { correct_answer: false }],
      feedbacks: [{ text: 'Revise o capítulo 2' }],
    });
    await t.as(t.manager).get(`/quizzes/${q.id}`).expect(200);
    await t.as(null).get(`/quizzes/${q.id}`).expect(401);
    await t.as(student).get(`/quizzes/${q.id}`).expect(403);
    const stranger = await t.create.user(t.demo, { type: 'teacher' });
    await t.as(stranger).get(`/quizzes/${q.id}`).expect(404);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acme, t.acme).get(`/quizzes/${q.id}`).expect(404);
    await t.as(teacher).get('/quizzes/99999999').expect(404);
  });
});

describe('POST /quizzes/{id}/update', () => {
  it('edits fields, replaces options keeping ids, swaps and removes the image', async () => {
    const { d, teacher } = await world();
    const q = await t.create.question(t.demo, { disciplineId: d.id });
    const [a, , c] = q.options;
    const r = await t
      .as(teacher)
      .post(`/quizzes/${q.id}/update`)
      .send({
        title: 'Novo título',
        options: [
          { id: c!.id, text: 'C agora certa', correct_answer: true },
          { id: a!.id, text: 'A errada', correct_answer: false },
          { text: 'D nova', correct_answer: false },
        ],
        feedbacks: [{ text: 'Um feedback' }],
      })
      .expect(200);
    expect(r.body).toMatchObject({
      message: 'Questão atualizada com sucesso!',
      data: {
        title: 'Novo título',
        options: [
          { id: c!.id, text: 'C agora certa', correct_answer: true, position: 0 },
          { id: a!.id, text: 'A errada', correct_answer: false, position: 1 },
          { text: 'D nova', position: 2 },
        ],
        feedbacks: [{ text: 'Um feedback' }],
      },
    });
    const img = await t
      .as(teacher)
      .post(`/quizzes/${q.id}/update`)
      .field('text', 'Com imagem')
      .attach('image', PNG, 'a.png')
      .expect(200);
    expect(img.body.data).toMatchObject({ text: 'Com imagem', image: expect.stringContaining('/questions/') });
    const gone = await t.as(teacher).post(`/quizzes/${q.id}/update`).send({ remove_image: true }).expect(200);
    expect(gone.body.data.image).toBeNull();
    const desc = await t.as(teacher).post(`/quizzes/${q.id}/update`).send({ type: 'descriptive', options: [] }).expect(200);
    expect(desc.body.data).toMatchObject({ type: 'descriptive', options: [] });
  });

  it('422 with nothing written when the result breaks the type rules or names another question’s option; 401/403/404', async () => {
    const { d, teacher, student } = await world();
    const q = await t.create.question(t.demo, { disciplineId: d.id });
    const other = await t.create.question(t.demo, { disciplineId: d.id });
    const before = await t.rowCounts(BANK);
    const snapshot = await t.db.question.findFirstOrThrow({ where: { id: q.id }, include: { options: true } });
    const update = (body: object) => t.as(teacher).post(`/quizzes/${q.id}/update`).send(body);
    await update({ type: 'true-or-false' }).expect(422);
    await update({ type: 'descriptive' }).expect(422);
    await update({ options: [{ text: 'Só', correct_answer: true }] }).expect(422);
    await update({
      options: [
        { id: other.options[0]!.id, text: 'roubada', correct_answer: true },
        { text: 'b', correct_answer: false },
      ],
    }).expect(404);
    await update({ title: '' }).expect(422);
    expect(await t.rowCounts(BANK)).toEqual(before);
    expect(await t.db.question.findFirstOrThrow({ where: { id: q.id }, include: { options: true } })).toEqual(snapshot);
    await t.as(null).post(`/quizzes/${q.id}/update`).send({ title: 'x' }).expect(401);
    await t.as(student).post(`/quizzes/${q.id}/update`).send({ title: 'x' }).expect(403);
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    await t.create.enroll(t.demo, d.id, tutor.id, 'tutor');
    await t.as(tutor).post(`/quizzes/${q.id}/update`).send({ title: 'x' }).expect(403);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acme, t.acme).post(`/quizzes/${q.id}/update`).send({ title: 'x' }).expect(404);
  });

  it('a company-wide question is changed by its author or who manages any content, not by another teacher', async () => {
    const author = await t.create.user(t.demo, { type: 'teacher' });
    const colleague = await t.create.user(t.demo, { type: 'teacher' });
    const q = await t.create.question(t.demo, { authorId: author.id });
    await t.as(colleague).get(`/quizzes/${q.id}`).expect(200);
    const refused = await t.as(colleague).post(`/quizzes/${q.id}/update`).send({ title: 'x' }).expect(403);
    expect(refused.body.message).toBe('Você não pode alterar esta questão');
    await t.as(author).post(`/quizzes/${q.id}/update`).send({ title: 'Do autor' }).expect(200);
    await t.as(t.manager).post(`/quizzes/${q.id}/update`).send({ title: 'Do gerente' }).expect(200);
  });
});

describe('DELETE /quizzes/{id}', () => {
  it('soft-deletes a free question; a linked one is refused with the spec’s message', async () => {
    const { d, teacher, student, item } = await world();
    const free = await t.create.question(t.demo, { disciplineId: d.id });
    const linked = await t.create.question(t.demo, { disciplineId: d.id });
    await t.create.linkQuestion(t.demo, item.id, linked.id);
    await t.as(null).delete(`/quizzes/${free.id}`).expect(401);
    await t.as(student).delete(`/quizzes/${free.id}`).expect(403);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acme, t.acme).delete(`/quizzes/${free.id}`).expect(404);
    const refused = await t.as(teacher).delete(`/quizzes/${linked.id}`).expect(422);
    expect(refused.body.message).toBe('Questões vinculadas a questionários não podem ser deletadas!');
    expect((await t.db.question.findFirstOrThrow({ where: { id: linked.id } })).deletedAt).toBeNull();
    const r = await t.as(teacher).delete(`/quizzes/${free.id}`).expect(200);
    expect(r.body.message).toBe('Questão excluída com sucesso!');
    expect((await t.db.question.findFirstOrThrow({ where: { id: free.id } })).deletedAt).not.toBeNull();
    await t.as(teacher).get(`/quizzes/${free.id}`).expect(404);
    await t.as(teacher).delete(`/quizzes/${free.id}`).expect(404);
  });
});

describe('POST /quizzes/deleteMany', () => {
  it('deletes what it may and lists the rest with the reason; nothing deleted is 422 with the spec’s message', async () => {
    const { d, teacher, item } = await world();
    const a = await t.create.question(t.demo, { disciplineId: d.id });
    const b = await t.create.question(t.demo, { disciplineId: d.id });
    await t.create.linkQuestion(t.demo, item.id, b.id);
    const r = await t
      .as(teacher)
      .post('/quizzes/deleteMany')
      .send({ ids: [a.id, b.id, 99_999_999] })
      .expect(200);
    expect(r.body).toEqual({
      message: 'Algumas questões não puderam ser excluídas',
      done: [a.id],
      failed: [
        { id: b.id, code: 'QUESTION_LINKED', message: 'Questões vinculadas a questionários não podem ser deletadas!' },
        { id: 99_999_999, code: 'QUESTION_NOT_FOUND', message: 'Questão não encontrada' },
      ],
    });
    const before = await t.rowCounts(BANK);
    const none = await t
      .as(teacher)
      .post('/quizzes/deleteMany')
      .send({ ids: [b.id] })
      .expect(422);
    expect(none.body).toMatchObject({
      message: 'Nenhuma questão foi excluida!',
      failed: [{ id: b.id, code: 'QUESTION_LINKED' }],
    });
    await t.as(teacher).post('/quizzes/deleteMany').send({ ids: [] }).expect(422);
    await t
      .as(null)
      .post('/quizzes/deleteMany')
      .send({ ids: [b.id] })
      .expect(401);
    const student = await t.create.user(t.demo);
    await t
      .as(student)
      .post('/quizzes/deleteMany')
      .send({ ids: [b.id] })
      .expect(403);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t
      .as(acme, t.acme)
      .post('/quizzes/deleteMany')
      .send({ ids: [b.id] })
      .expect(422);
    expect(await t.rowCounts(BANK)).toEqual(before);
    const c = await t.create.question(t.demo, { disciplineId: d.id });
    const all = await t
      .as(teacher)
      .post('/quizzes/deleteMany')
      .send({ ids: [c.id] })
      .expect(200);
    expect(all.body).toEqual({ message: 'Questões excluídas com sucesso!', done: [c.id], failed: [] });
  });
});

describe('GET /quizzes', () => {
  it('newest id first, 30 a page, with search, discipline, quiz item, type, feedback filters and sorts; each caller’s reach', async () => {
    // Earlier tests' questions leave the bank (soft delete), so this one sees only its own.
    await t.db.question.updateMany({ where: { deletedAt: null }, data: { deletedAt: new Date() } });
    const { d, teacher, item } = await world();
    const other = await t.create.discipline(t.demo);
    const older = await t.create.question(t.demo, { disciplineId: d.id, title: 'Zebra listrada', feedbacks: ['fb'] });
    const newer = await t.create.question(t.demo, { disciplineId: d.id, title: 'Abelha', type: 'true_or_false' });
    const wide = await t.create.question(t.demo, { title: 'Geral', type: 'descriptive' });
    const hidden = await t.create.question(t.demo, { disciplineId: other.id, title: 'Alheia' });
    await t.create.linkQuestion(t.demo, item.id, older.id);
    const ids = async (query: Record<string, unknown>, who = teacher) =>
      (await t.as(who).get('/quizzes').query(query).expect(200)).body.data.map((q: { id: number }) => q.id);

    const page = await t.as(teacher).get('/quizzes').expect(200);
    expect(page.body.meta).toMatchObject({ current_page: 1, per_page: 30, total: 3 });
    expect(page.body.data.map((q: { id: number }) => q.id)).toEqual([wide.id, newer.id, older.id]);
    expect(await ids({})).not.toContain(hidden.id);
    expect(await ids({}, t.manager)).toEqual([hidden.id, wide.id, newer.id, older.id]);
    expect(await ids({ discipline_id: d.id })).toEqual([newer.id, older.id]);
    expect(await ids({ search: 'ZEBRA' })).toEqual([older.id]);
    expect(await ids({ material_item_id: item.id })).toEqual([older.id]);
    expect(await ids({ type: 'true-or-false' })).toEqual([newer.id]);
    expect(await ids({ allow_feedback: 'true' })).toEqual([older.id]);
    expect(await ids({ allow_feedback: 'false' })).toEqual([wide.id, newer.id]);
    expect(await ids({ sort: 'oldest' })).toEqual([older.id, newer.id, wide.id]);
    expect(await ids({ sort: 'title' })).toEqual([newer.id, wide.id, older.id]);
    expect(await ids({ per_page: 2, page: 2 })).toEqual([older.id]);

    // Search (trilha_question_search on the trigram indexes) keeps every other filter, the sorts,
    // the pages and the caller's reach; % and _ match literally.
    const hiddenMatch = await t.create.question(t.demo, { disciplineId: other.id, title: 'Zebra alheia' });
    expect(await ids({ search: 'zebra' })).toEqual([older.id]);
    expect(await ids({ search: 'zebra' }, t.manager)).toEqual([hiddenMatch.id, older.id]);
    expect(await ids({ search: 'zebra', sort: 'oldest' }, t.manager)).toEqual([older.id, hiddenMatch.id]);
    expect(await ids({ search: 'zebra', sort: 'title' }, t.manager)).toEqual([hiddenMatch.id, older.id]);
    expect(await ids({ search: 'zebra', discipline_id: d.id }, t.manager)).toEqual([older.id]);
    expect(await ids({ search: 'zebra', material_item_id: item.id }, t.manager)).toEqual([older.id]);
    expect(await ids({ search: 'zebra', allow_feedback: 'false' }, t.manager)).toEqual([hiddenMatch.id]);
    expect(await ids({ search: 'zebra', type: 'true-or-false' }, t.manager)).toEqual([]);
    expect(await ids({ search: 'zeb%a' }, t.manager)).toEqual([]);
    const second = await t.as(t.manager).get('/quizzes').query({ search: 'zebra', per_page: 1, page: 2 }).expect(200);
    expect(second.body.data.map((q: { id: number }) => q.id)).toEqual([older.id]);
    expect(second.body.meta).toMatchObject({ current_page: 2, per_page: 1, total: 2 });
    const acmeManager = await t.create.user(t.acme, { type: 'manager' });
    expect((await t.as(acmeManager, t.acme).get('/quizzes').query({ search: 'zebra' }).expect(200)).body).toMatchObject({
      data: [],
      meta: { total: 0 },
    });

    await t.as(teacher).get('/quizzes').query({ sort: 'nope' }).expect(422);
    await t
      .as(teacher)
      .get('/quizzes')
      .query({ discipline_id: 2 ** 40 })
      .expect(422);
    await t.as(null).get('/quizzes').expect(401);
    const student = await t.create.user(t.demo);
    await t.as(student).get('/quizzes').expect(403);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    expect((await t.as(acme, t.acme).get('/quizzes').expect(200)).body.data).toEqual([]);
    await t.as(acme, t.acme).get('/quizzes').query({ material_item_id: item.id }).expect(404);
  });
});

describe('GET /quizzes?search= reaches what the bank reaches', () => {
  it('role by role: owned, enrolled, hidden, outside the window, company-wide (readableQuestionsSql = readableQuestionsWhere)', async () => {
    await t.db.question.updateMany({ where: { deletedAt: null }, data: { deletedAt: new Date() } });
    const day = 86_400_000;
    for (const type of ['tutor', 'teacher', 'supervisor', 'client', 'manager'] as const) {
      const me = await t.create.user(t.demo, { type });
      const owned = await t.create.discipline(t.demo, { ownerId: me.id });
      const ownedHidden = await t.create.discipline(t.demo, { ownerId: me.id, visible: false });
      const enrolled = await t.create.discipline(t.demo);
      await t.create.enroll(t.demo, enrolled.id, me.id, 'tutor');
      const enrolledHidden = await t.create.discipline(t.demo, { visible: false });
      await t.create.enroll(t.demo, enrolledHidden.id, me.id, 'tutor');
      const ended = await t.create.discipline(t.demo);
      await t.create.enroll(t.demo, ended.id, me.id, 'tutor', { finishedAt: new Date(Date.now() - day) });
      const future = await t.create.discipline(t.demo);
      await t.create.enroll(t.demo, future.id, me.id, 'tutor', { startedAt: new Date(Date.now() + day) });
      const stranger = await t.create.discipline(t.demo);
      for (const d of [owned, ownedHidden, enrolled, enrolledHidden, ended, future, stranger, null])
        await t.create.question(t.demo, { disciplineId: d?.id ?? null, title: `Paridade ${type}` });
      const ids = async (query: Record<string, unknown>) =>
        (
          await t
            .as(me)
            .get('/quizzes')
            .query({ per_page: 100, ...query })
            .expect(200)
        ).body.data.map((q: { id: number }) => q.id);
      const reach = await ids({});
      expect(reach.length).toBeGreaterThan(0);
      expect(await ids({ search: 'paridade' })).toEqual(reach);
    }
  });
});

describe('question options', () => {
  it('CRUD on a choice question keeps its rules; true-or-false keeps two with exactly one correct', async () => {
    const { d, teacher } = await world();
    const q = await t.create.question(t.demo, { disciplineId: d.id });
    const created = await t
      .as(teacher)
      .post('/question-options')
      .field('quiz_id', String(q.id))
      .field('text', 'Alternativa D')
      .field('correct_answer', 'true')
      .attach('image', PNG, 'd.png')
      .expect(201);
    expect(created.body).toMatchObject({
      message: 'Alternativa criada com sucesso!',
      data: {
        quiz_id: q.id,
        text: 'Alternativa D',
        correct_answer: true,
        position: 3,
        image: expect.stringContaining('/questions/'),
      },
    });
    const optionId = created.body.data.id;
    expect((await t.as(teacher).get(`/question-options/${optionId}`).expect(200)).body.data.text).toBe('Alternativa D');
    const list = await t.as(teacher).get('/question-options').query({ quiz_id: q.id }).expect(200);
    expect(list.body.data.map((o: { text: string }) => o.text)).toEqual([
      'Alternativa A',
      'Alternativa B',
      'Alternativa C',
      'Alternativa D',
    ]);
    const upd = await t
      .as(teacher)
      .post(`/question-options/${optionId}/update`)
      .send({ text: 'D!', correct_answer: false, remove_image: true })
      .expect(200);
    expect(upd.body.data).toMatchObject({ text: 'D!', correct_answer: false, image: null });
    await t.as(teacher).delete(`/question-options/${optionId}`).expect(200);

    const tf = await t.create.question(t.demo, { disciplineId: d.id, type: 'true_or_false' });
    const [v, f] = tf.options;
    await t.as(teacher).post(`/question-options/${f!.id}/update`).send({ correct_answer: true }).expect(200);
    const after = await t.db.questionOption.findMany({ where: { questionId: tf.id }, orderBy: { position: 'asc' } });
    expect(after.map((o) => o.correctAnswer)).toEqual([false, true]);
    expect(v!.id).toBe(after[0]!.id);
  });

  it('422 with nothing written for changes that break the rules; 401/403/404', async () => {
    const { d, teacher, student } = await world();
    const q = await t.create.question(t.demo, { disciplineId: d.id });
    const tf = await t.create.question(t.demo, { disciplineId: d.id, type: 'true_or_false' });
    const desc = await t.create.question(t.demo, { disciplineId: d.id, type: 'descriptive' });
    const before = await t.rowCounts(BANK);
    const snapshot = await t.db.questionOption.findMany({ orderBy: { id: 'asc' } });
    const add = (quiz_id: number) => t.as(teacher).post('/question-options').send({ quiz_id, text: 'Nova' });
    await add(tf.id).expect(422);
    await add(desc.id).expect(422);
    await t.as(teacher).post('/question-options').send({ quiz_id: q.id, text: '' }).expect(422);
    const last = await t
      .as(teacher)
      .post(`/question-options/${q.options[0]!.id}/update`)
      .send({ correct_answer: false })
      .expect(422);
    expect(last.body.message).toBe('A questão precisa de ao menos uma alternativa correta');
    await t.as(teacher).post(`/question-options/${tf.options[0]!.id}/update`).send({ correct_answer: false }).expect(422);
    await t.as(teacher).delete(`/question-options/${tf.options[1]!.id}`).expect(422);
    await t.as(teacher).delete(`/question-options/${q.options[0]!.id}`).expect(422);
    await t.as(teacher).delete(`/question-options/${q.options[1]!.id}`).expect(200);
    await t.as(teacher).delete(`/question-options/${q.options[2]!.id}`).expect(422);
    const afterDelete = await t.rowCounts(BANK);
    expect(afterDelete).toEqual({ ...before, question_options: before.question_options! - 1 });
    expect((await t.db.questionOption.findMany({ orderBy: { id: 'asc' } })).length).toBe(snapshot.length - 1);

    await t.as(null).post('/question-options').send({ quiz_id: q.id, text: 'x' }).expect(401);
    await t.as(student).post('/question-options').send({ quiz_id: q.id, text: 'x' }).expect(403);
    await t.as(student).get(`/question-options/${q.options[0]!.id}`).expect(403);
    await t.as(student).get('/question-options').query({ quiz_id: q.id }).expect(403);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acme, t.acme).get(`/question-options/${q.options[0]!.id}`).expect(404);
    await t.as(acme, t.acme).post(`/question-options/${q.options[0]!.id}/update`).send({ text: 'x' }).expect(404);
    await t.as(acme, t.acme).delete(`/question-options/${q.options[0]!.id}`).expect(404);
    await t.as(acme, t.acme).post('/question-options').send({ quiz_id: q.id, text: 'x' }).expect(404);
    expect(await t.rowCounts(BANK)).toEqual(afterDelete);
  });
});

describe('feedbacks', () => {
  it('CRUD, at most five per question; 401/403/404 and 422 with nothing written', async () => {
    const { d, teacher, student } = await world();
    const q = await t.create.question(t.demo, { disciplineId: d.id, feedbacks: ['um', 'dois', 'três', 'quatro'] });
    const created = await t.as(teacher).post('/feedbacks').send({ quiz_id: q.id, text: 'cinco' }).expect(201);
    expect(created.body).toMatchObject({
      message: 'Feedback criado com sucesso!',
      data: { quiz_id: q.id, text: 'cinco', image: null },
    });
    const before = await t.rowCounts(BANK);
    const full = await t.as(teacher).post('/feedbacks').send({ quiz_id: q.id, text: 'seis' }).expect(422);
    expect(full.body.message).toBe('Uma questão tem no máximo 5 feedbacks');
    await t.as(teacher).post('/feedbacks').send({ quiz_id: q.id, text: '' }).expect(422);
    await t.as(null).post('/feedbacks').send({ quiz_id: q.id, text: 'x' }).expect(401);
    await t.as(student).post('/feedbacks').send({ quiz_id: q.id, text: 'x' }).expect(403);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acme, t.acme).post('/feedbacks').send({ quiz_id: q.id, text: 'x' }).expect(404);
    await t.as(acme, t.acme).get(`/feedbacks/${created.body.data.id}`).expect(404);
    await t.as(student).get('/feedbacks').query({ quiz_id: q.id }).expect(403);
    expect(await t.rowCounts(BANK)).toEqual(before);

    const id = created.body.data.id;
    expect((await t.as(teacher).get(`/feedbacks/${id}`).expect(200)).body.data.text).toBe('cinco');
    const list = await t.as(teacher).get('/feedbacks').query({ quiz_id: q.id }).expect(200);
    expect(list.body.data).toHaveLength(5);
    const upd = await t
      .as(teacher)
      .post(`/feedbacks/${id}/update`)
      .attach('image', PNG, 'f.png')
      .field('text', 'cinco!')
      .expect(200);
    expect(upd.body.data).toMatchObject({ text: 'cinco!', image: expect.stringContaining('/questions/') });
    await t.as(acme, t.acme).delete(`/feedbacks/${id}`).expect(404);
    await t.as(teacher).delete(`/feedbacks/${id}`).expect(200);
    await t.as(teacher).get(`/feedbacks/${id}`).expect(404);
  });
});

describe('POST /material-items/{id}/remove-quiz', () => {
  it('takes one question out of a quiz item, keeping at least one; the question becomes deletable', async () => {
    const { d, teacher, student, item } = await world();
    const a = await t.create.question(t.demo, { disciplineId: d.id });
    const b = await t.create.question(t.demo, { disciplineId: d.id });
    await t.create.linkQuestion(t.demo, item.id, a.id, 0);
    await t.create.linkQuestion(t.demo, item.id, b.id, 1);
    const before = await t.rowCounts(BANK);
    await t.as(null).post(`/material-items/${item.id}/remove-quiz`).send({ quiz_id: a.id }).expect(401);
    await t.as(student).post(`/material-items/${item.id}/remove-quiz`).send({ quiz_id: a.id }).expect(403);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acme, t.acme).post(`/material-items/${item.id}/remove-quiz`).send({ quiz_id: a.id }).expect(404);
    const stranger = await t.create.user(t.demo, { type: 'teacher' });
    await t.as(stranger).post(`/material-items/${item.id}/remove-quiz`).send({ quiz_id: a.id }).expect(404);
    const notIn = await t.create.question(t.demo, { disciplineId: d.id });
    const r422 = await t.as(teacher).post(`/material-items/${item.id}/remove-quiz`).send({ quiz_id: notIn.id }).expect(422);
    expect(r422.body.errors).toEqual({ quiz_id: ['Esta questão não está neste questionário'] });
    await t.as(teacher).post(`/material-items/${item.id}/remove-quiz`).send({ quiz_id: 'a' }).expect(422);
    expect(await t.rowCounts(BANK)).toEqual({
      ...before,
      questions: before.questions! + 1,
      question_options: before.question_options! + 3,
    });

    const r = await t.as(teacher).post(`/material-items/${item.id}/remove-quiz`).send({ quiz_id: a.id }).expect(200);
    expect(r.body).toEqual({
      message: 'Questão removida do questionário!',
      data: { material_item_id: item.id, quizzes_ids: [b.id] },
    });
    await t.as(teacher).post(`/material-items/${item.id}/remove-quiz`).send({ quiz_id: b.id }).expect(422);
    await t.as(teacher).delete(`/quizzes/${a.id}`).expect(200);
    await t.as(teacher).delete(`/quizzes/${b.id}`).expect(422);
  });
});
