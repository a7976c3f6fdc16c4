import { describe, expect, it } from 'vitest';
import { ATTEMPT_MESSAGES as M } from '@trilha/shared/attempts';
import { localBus, type LocalBroadcast, LOCAL_BROADCAST } from '@trilha/realtime-emitter';
import { setupApiTest } from '../support/fixture.ts';
import type { QuizSettings } from '../support/factories/attempts.ts';

const t = setupApiTest();

const TABLES = ['attempts', 'attempt_answers', 'grades', 'points_ledger', 'material_item_progress', 'discipline_progress'];

/** A discipline with a teacher, a tutor, two enrolled students and an outsider, and a quiz of three questions. */
async function course(settings?: QuizSettings) {
  const discipline = await t.create.discipline(t.demo);
  const teacher = await t.create.user(t.demo, { type: 'teacher' });
  const tutor = await t.create.user(t.demo, { type: 'tutor' });
  const student = await t.create.user(t.demo, { type: 'student', name: 'Ana Aluna' });
  const other = await t.create.user(t.demo, { type: 'student', name: 'Beto Aluno' });
  const outsider = await t.create.user(t.demo, { type: 'student' });
  await t.create.enroll(t.demo, discipline.id, teacher.id, 'teacher');
  await t.create.enroll(t.demo, discipline.id, tutor.id, 'tutor');
  await t.create.enroll(t.demo, discipline.id, student.id);
  await t.create.enroll(t.demo, discipline.id, other.id);
  const quiz = await t.create.quiz(t.demo, discipline.id, { settings });
  const [choice, tf, essay] = quiz.questions as [
    (typeof quiz.questions)[0],
    (typeof quiz.questions)[0],
    (typeof quiz.questions)[0],
  ];
  return { discipline, teacher, tutor, student, other, outsider, quiz, item: quiz.item, choice, tf, essay };
}
type Course = Awaited<ReturnType<typeof course>>;

const start = (c: Course, who: { id: number; token: string }) =>
  t.as(who).post('/attempts/start').send({ material_item_id: c.item.id, user_id: who.id });

/** Answers the three questions: choice right, true-or-false wrong, descriptive with a text. */
async function answerAll(c: Course, who: { id: number; token: string }, attemptId: number) {
  const correct = c.choice.options.find((o) => o.correctAnswer)!;
  const wrong = c.tf.options.find((o) => !o.correctAnswer)!;
  await t.as(who).post(`/attempts/${attemptId}/answer`).send({ question_id: c.choice.id, option_id: correct.id }).expect(200);
  await t.as(who).post(`/attempts/${attemptId}/answer`).send({ question_id: c.tf.id, option_id: wrong.id }).expect(200);
  await t
    .as(who)
    .post(`/attempts/${attemptId}/answer`)
    .send({ question_id: c.essay.id, answer_text: 'Luz vira energia.' })
    .expect(200);
}

/** What went out live during `fn` and the after-commit deliveries of the events it published. */
async function broadcasts<T>(fn: () => Promise<T>): Promise<{ result: T; events: LocalBroadcast[] }> {
  const events: LocalBroadcast[] = [];
  const on = (e: LocalBroadcast) => events.push(e);
  localBus.on(LOCAL_BROADCAST, on);
  try {
    const result = await fn();
    await t.delivered();
    return { result, events };
  } finally {
    localBus.off(LOCAL_BROADCAST, on);
  }
}

describe('POST /attempts/start', () => {
  it('creates (201) then returns the same open attempt (200)', async () => {
    const c = await course({ timeLimitMinutes: 30 });
    const first = await start(c, c.student).expect(201);
    expect(first.body).toMatchObject({
      message: M.attemptStarted,
      created: true,
      data: {
        material_item_id: c.item.id,
        user_id: c.student.id,
        status: 'started',
        answered: 0,
        total_questions: 3,
        score: null,
      },
    });
    expect(new Date(first.body.data.deadline_at).getTime() - new Date(first.body.data.started_at).getTime()).toBe(30 * 60_000);
    const again = await start(c, c.student).expect(200);
    expect(again.body).toMatchObject({ created: false, data: { id: first.body.data.id } });
    expect(await t.db.attempt.count({ where: { materialItemId: c.item.id } })).toBe(1);
  });

  it('50 parallel starts of one student give one attempt', { timeout: 120_000 }, async () => {
    const c = await course();
    const res = await Promise.all(Array.from({ length: 50 }, () => start(c, c.student)));
    expect(res.map((r) => r.status).filter((s) => s !== 200 && s !== 201)).toEqual([]);
    expect(res.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(res.map((r) => r.body.data.id)).size).toBe(1);
    expect(await t.db.attempt.count({ where: { materialItemId: c.item.id, userId: c.student.id } })).toBe(1);
  });

  it('422 with nothing written: bad body, not a quiz, no questions, attempts used up, unavailable', async () => {
    const c = await course({ maxAttempts: 1 });
    const before = await t.rowCounts(TABLES);
    const post = (body: unknown) =>
      t
        .as(c.student)
        .post('/attempts/start')
        .send(body as object);
    for (const body of [
      {},
      { material_item_id: 'x', user_id: c.student.id },
      { material_item_id: 2 ** 40, user_id: c.student.id },
    ])
      await post(body).expect(422);
    const task = await t.create.materialItem(t.demo, c.quiz.material.id, { type: 'task' });
    expect((await post({ material_item_id: task.id, user_id: c.student.id }).expect(422)).body.code).toBe('ATTEMPT_NOT_QUIZ');
    const empty = await t.create.materialItem(t.demo, c.quiz.material.id, { type: 'quiz' });
    expect((await post({ material_item_id: empty.id, user_id: c.student.id }).expect(422)).body.code).toBe(
      'ATTEMPT_NO_QUESTIONS',
    );
    expect(await t.rowCounts(TABLES)).toEqual(before);

    const a = (await start(c, c.student).expect(201)).body.data.id;
    await t.as(c.student).post(`/attempts/${a}/finish`).expect(200);
    const limit = await start(c, c.student).expect(422);
    expect(limit.body).toMatchObject({ code: 'ATTEMPT_LIMIT_REACHED', message: M.attemptLimitReached });

    const closed = await course({ availableUntil: new Date('2020-01-01') });
    const n = await t.rowCounts(['attempts']);
    await start(closed, closed.student).expect(403);
    expect(await t.rowCounts(['attempts'])).toEqual(n);
  });

  it('401; 403 for another user_id; 404 not enrolled, hidden item, another tenant', async () => {
    const c = await course();
    const before = await t.rowCounts(TABLES);
    await t.as(null).post('/attempts/start').send({ material_item_id: c.item.id, user_id: c.student.id }).expect(401);
    const forOther = await t.as(c.teacher).post('/attempts/start').send({ material_item_id: c.item.id, user_id: c.student.id });
    expect(forOther.status).toBe(403);
    expect(forOther.body.message).toBe(M.attemptOtherUser);
    await start(c, c.outsider).expect(404);
    const hidden = await t.create.quiz(t.demo, c.discipline.id, { visible: false });
    await t.as(c.student).post('/attempts/start').send({ material_item_id: hidden.item.id, user_id: c.student.id }).expect(404);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acme, t.acme).post('/attempts/start').send({ material_item_id: c.item.id, user_id: acme.id }).expect(404);
    expect(await t.rowCounts(TABLES)).toEqual(before);
  });
});

describe('POST /attempts/{id}/answer', () => {
  it('upserts one answer per question, hides correctness while the attempt is open', async () => {
    const c = await course();
    const a = (await start(c, c.student)).body.data.id;
    const [o1, o2] = c.choice.options;
    const r = await t
      .as(c.student)
      .post(`/attempts/${a}/answer`)
      .send({ question_id: c.choice.id, option_id: o1!.id })
      .expect(200);
    expect(r.body).toMatchObject({
      message: M.attemptAnswerRegistered,
      data: { question_id: c.choice.id, option_id: o1!.id, is_correct: null },
    });
    await t.as(c.student).post(`/attempts/${a}/answer`).send({ question_id: c.choice.id, option_id: o2!.id }).expect(200);
    const rows = await t.db.attemptAnswer.findMany({ where: { attemptId: a } });
    expect(rows).toEqual([expect.objectContaining({ questionId: c.choice.id, optionId: o2!.id, isCorrect: true })]);
    const got = await t.as(c.student).get(`/attempts/${a}`).expect(200);
    expect(got.body.data.questions.find((q: { id: number }) => q.id === c.choice.id).answer).toMatchObject({
      option_id: o2!.id,
      is_correct: null,
    });
    expect(
      got.body.data.questions.flatMap((q: { options: { correct_answer: unknown }[] }) => q.options.map((o) => o.correct_answer)),
    ).toEqual([null, null, null, null, null]);
  });

  it('422 with nothing written: wrong option, option for a descriptive, missing text, foreign question, NUL, huge text', async () => {
    const c = await course();
    const a = (await start(c, c.student)).body.data.id;
    const other = await t.create.quiz(t.demo, c.discipline.id);
    const before = await t.rowCounts(TABLES);
    const post = (body: object) => t.as(c.student).post(`/attempts/${a}/answer`).send(body);
    expect((await post({ question_id: c.choice.id, option_id: c.tf.options[0]!.id }).expect(422)).body.errors).toEqual({
      option_id: [M.attemptOptionNotInQuestion],
    });
    expect((await post({ question_id: c.choice.id }).expect(422)).body.errors).toEqual({ option_id: [M.attemptOptionRequired] });
    expect((await post({ question_id: c.essay.id, answer_text: '   ' }).expect(422)).body.errors).toEqual({
      answer_text: [M.attemptTextRequired],
    });
    await post({ question_id: c.essay.id, answer_text: 'x', option_id: c.choice.options[0]!.id }).expect(422);
    expect(
      (await post({ question_id: other.questions[0]!.id, option_id: other.questions[0]!.options[0]!.id }).expect(422)).body
        .errors,
    ).toEqual({
      question_id: [M.attemptQuestionNotInQuiz],
    });
    await post({ question_id: c.essay.id, answer_text: 'a\u0000b' }).expect(422);
    await post({ question_id: c.essay.id, answer_text: 'x'.repeat(10_001) }).expect(422);
    await post({ question_id: 'abc' }).expect(422);
    expect(await t.rowCounts(TABLES)).toEqual(before);
  });

  it('refused after finish, after check and past the time limit', async () => {
    const c = await course({ timeLimitMinutes: 5 });
    const a = (await start(c, c.student)).body.data.id;
    await t.as(c.student).post(`/attempts/${a}/check`).expect(200);
    const checked = await t
      .as(c.student)
      .post(`/attempts/${a}/answer`)
      .send({ question_id: c.essay.id, answer_text: 'tarde' })
      .expect(422);
    expect(checked.body.code).toBe('ATTEMPT_CHECKED');
    await t.as(c.student).post(`/attempts/${a}/finish`).expect(200);
    const done = await t
      .as(c.student)
      .post(`/attempts/${a}/answer`)
      .send({ question_id: c.essay.id, answer_text: 'tarde' })
      .expect(422);
    expect(done.body).toMatchObject({ code: 'ATTEMPT_FINISHED', message: M.attemptFinishedAlready });

    const late = (await start(c, c.other)).body.data.id;
    await t.db.attempt.updateMany({ where: { id: late }, data: { startedAt: new Date(Date.now() - 6 * 60_000) } });
    const over = await t
      .as(c.other)
      .post(`/attempts/${late}/answer`)
      .send({ question_id: c.essay.id, answer_text: 'x' })
      .expect(422);
    expect(over.body.message).toBe(M.attemptTimeOver);
    expect(await t.db.attemptAnswer.count({ where: { attemptId: { in: [a, late] } } })).toBe(0);
  });

  it('401; 404 for another student, staff and another tenant (nobody answers for someone else)', async () => {
    const c = await course();
    const a = (await start(c, c.student)).body.data.id;
    const body = { question_id: c.essay.id, answer_text: 'x' };
    await t.as(null).post(`/attempts/${a}/answer`).send(body).expect(401);
    await t.as(c.other).post(`/attempts/${a}/answer`).send(body).expect(404);
    await t.as(c.teacher).post(`/attempts/${a}/answer`).send(body).expect(404);
    const acme = await t.create.user(t.acme);
    await t.as(acme, t.acme).post(`/attempts/${a}/answer`).send(body).expect(404);
    expect(await t.db.attemptAnswer.count({ where: { attemptId: a } })).toBe(0);
  });
});

describe('check, finish and the staff feedback', () => {
  it('check grades choice and true-or-false, reveals feedback; finish marks progress, grade pending, points live', async () => {
    const c = await course({ allowFeedback: true, showCorrectAnswers: true });
    // Another item of the discipline, so the percentages are not trivially 100.
    await t.create.materialItem(t.demo, c.quiz.material.id, { type: 'task' });
    const a = (await start(c, c.student)).body.data.id;
    await answerAll(c, c.student, a);
    const checked = await t.as(c.student).post(`/attempts/${a}/check`).expect(200);
    const q = (id: number) => checked.body.data.questions.find((x: { id: number }) => x.id === id);
    expect(checked.body.data.rules.revealed).toBe(true);
    expect(q(c.choice.id).answer).toMatchObject({ is_correct: true, score: 10 });
    expect(q(c.tf.id).answer).toMatchObject({ is_correct: false, score: 0 });
    expect(q(c.essay.id).answer).toMatchObject({ is_correct: null, score: null });
    expect(q(c.choice.id).feedbacks).toEqual([expect.objectContaining({ text: 'Brasília é a capital desde 1960.' })]);
    expect(q(c.tf.id).options.map((o: { correct_answer: boolean }) => o.correct_answer)).toEqual([true, false]);
    await t.as(c.student).post(`/attempts/${a}/check`).expect(422);

    const { result: fin, events } = await broadcasts(() => t.as(c.student).post(`/attempts/${a}/finish`).expect(200));
    expect(fin.body).toMatchObject({ message: M.attemptFinished, points: 10, material_progress: 50, discipline_progress: 50 });
    expect(fin.body.data).toMatchObject({ status: 'finished', checked: false, score: null });
    expect(events).toContainEqual(
      expect.objectContaining({ channel: `users.${c.student.id}`, event: '.points.added', data: { points: 10, total: 10 } }),
    );
    expect(await t.db.grade.findMany({ where: { materialItemId: c.item.id } })).toEqual([
      expect.objectContaining({ userId: c.student.id, attemptId: a, status: 'pending', value: null }),
    ]);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: c.student.id } })).toMatchObject({ points: 10 });
    expect(await t.db.pointEntry.findMany({ where: { userId: c.student.id } })).toEqual([
      expect.objectContaining({ points: 10, reason: 'quiz_completed', subjectType: 'material_item', subjectId: c.item.id }),
    ]);
    expect(
      await t.db.materialItemProgress.findFirst({ where: { userId: c.student.id, materialItemId: c.item.id } }),
    ).toMatchObject({
      checked: true,
    });
    expect((await t.as(c.student).post(`/attempts/${a}/finish`).expect(422)).body.code).toBe('ATTEMPT_FINISHED');

    // The teacher grades the descriptive answer: the attempt is (10 + 0 + 8) / 3 = 6 and the grade follows.
    const essayAnswer = q(c.essay.id).answer.id;
    const before = await t.rowCounts(TABLES);
    await t
      .as(c.teacher)
      .put(`/attempts/${a}/feedback`)
      .send({ answers: [{ answer_id: essayAnswer, score: 11 }] })
      .expect(422);
    const foreign = await t.create.quiz(t.demo, c.discipline.id);
    const other = (await t.as(c.other).post('/attempts/start').send({ material_item_id: foreign.item.id, user_id: c.other.id }))
      .body.data.id;
    await t
      .as(c.other)
      .post(`/attempts/${other}/answer`)
      .send({ question_id: foreign.questions[2]!.id, answer_text: 'x' })
      .expect(200);
    const otherAnswer = (await t.db.attemptAnswer.findFirstOrThrow({ where: { attemptId: other } })).id;
    const mixed = await t
      .as(c.teacher)
      .put(`/attempts/${a}/feedback`)
      .send({ answers: [{ answer_id: otherAnswer, score: 5 }] })
      .expect(422);
    expect(mixed.body.code).toBe('ATTEMPT_ANSWER_NOT_IN_ATTEMPT');
    expect(await t.rowCounts(TABLES)).toEqual({
      ...before,
      attempts: before.attempts! + 1,
      attempt_answers: before.attempt_answers! + 1,
    });
    await t.as(null).put(`/attempts/${a}/feedback`).send({}).expect(401);
    await t.as(c.student).put(`/attempts/${a}/feedback`).send({}).expect(403);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acme, t.acme).put(`/attempts/${a}/feedback`).send({}).expect(404);

    const graded = await t
      .as(c.tutor)
      .put(`/attempts/${a}/feedback`)
      .send({ answers: [{ answer_id: essayAnswer, score: 8, feedback: 'Boa explicação' }], feedback: 'Muito bem' })
      .expect(200);
    expect(graded.body).toMatchObject({
      message: M.attemptFeedbackSaved,
      data: { checked: true, score: 6, feedback: 'Muito bem' },
    });
    expect(await t.db.grade.findFirst({ where: { materialItemId: c.item.id, userId: c.student.id } })).toMatchObject({
      status: 'graded',
      value: 6,
      gradedById: c.tutor.id,
      comment: 'Muito bem',
    });
    const seen = await t.as(c.student).get(`/attempts/${a}`).expect(200);
    expect(seen.body.data).toMatchObject({ score: 6, feedback: 'Muito bem' });
    expect(seen.body.data.questions.find((x: { id: number }) => x.id === c.essay.id).answer).toMatchObject({
      score: 8,
      feedback: 'Boa explicação',
    });
  });

  it('feedback on an open attempt is 422; check/finish by another student 404, by staff 403', async () => {
    const c = await course();
    const a = (await start(c, c.student)).body.data.id;
    const before = await t.rowCounts(TABLES);
    expect((await t.as(c.teacher).put(`/attempts/${a}/feedback`).send({ feedback: 'x' }).expect(422)).body.code).toBe(
      'ATTEMPT_NOT_FINISHED',
    );
    for (const step of ['check', 'finish']) {
      await t.as(null).post(`/attempts/${a}/${step}`).expect(401);
      await t.as(c.other).post(`/attempts/${a}/${step}`).expect(404);
      await t.as(c.teacher).post(`/attempts/${a}/${step}`).expect(403);
      const acme = await t.create.user(t.acme, { type: 'manager' });
      await t.as(acme, t.acme).post(`/attempts/${a}/${step}`).expect(404);
    }
    expect(await t.rowCounts(TABLES)).toEqual(before);
  });

  it('without allow_feedback nothing is revealed to the learner, even after finish; points only on the first completion', async () => {
    const c = await course({ allowFeedback: false });
    const a = (await start(c, c.student)).body.data.id;
    await answerAll(c, c.student, a);
    const fin = await t.as(c.student).post(`/attempts/${a}/finish`).expect(200);
    expect(fin.body.data.rules.revealed).toBe(false);
    expect(
      fin.body.data.questions.every(
        (q: { feedbacks: unknown; answer: { is_correct: unknown } }) => q.feedbacks === null && q.answer.is_correct === null,
      ),
    ).toBe(true);
    const b = (await start(c, c.student).expect(201)).body.data.id;
    const again = await t.as(c.student).post(`/attempts/${b}/finish`).expect(200);
    expect(again.body.points).toBe(0);
    expect(await t.db.pointEntry.count({ where: { userId: c.student.id } })).toBe(1);
    // The grade follows the last finished attempt (nothing answered: 0).
    expect(await t.db.grade.findFirst({ where: { userId: c.student.id } })).toMatchObject({
      attemptId: b,
      value: 0,
      status: 'graded',
    });
  });
});

describe('points, grades and progress follow the finish once (domain events)', () => {
  const mark = (c: Course, checked: boolean) =>
    t.as(c.student).post(`/progress/material-items/${c.item.id}/mark`).send({ checked }).expect(200);
  const points = async (userId: number) => (await t.db.user.findUniqueOrThrow({ where: { id: userId } })).points;

  it('unchecking a finished quiz item and finishing again earns nothing more (no farming)', async () => {
    const c = await course();
    const a = (await start(c, c.student)).body.data.id;
    await answerAll(c, c.student, a);
    expect((await t.as(c.student).post(`/attempts/${a}/finish`).expect(200)).body.points).toBe(10);
    for (let round = 0; round < 2; round++) {
      await mark(c, false);
      const b = (await start(c, c.student).expect(201)).body.data.id;
      await answerAll(c, c.student, b);
      const again = await t.as(c.student).post(`/attempts/${b}/finish`).expect(200);
      // The item is checked again (progress follows the finish), but the points stay earned once.
      expect(again.body).toMatchObject({ points: 0, material_progress: 100 });
    }
    await t.delivered();
    expect(await points(c.student.id)).toBe(10);
    expect(await t.db.pointEntry.count({ where: { userId: c.student.id } })).toBe(1);
    expect(await t.db.grade.count({ where: { userId: c.student.id, materialItemId: c.item.id } })).toBe(1);
  });

  it('marking the quiz item done by hand first does not cost the real finish its points', async () => {
    const c = await course();
    await mark(c, true);
    const a = (await start(c, c.student)).body.data.id;
    await answerAll(c, c.student, a);
    expect((await t.as(c.student).post(`/attempts/${a}/finish`).expect(200)).body.points).toBe(10);
    expect(await points(c.student.id)).toBe(10);
  });

  it("a staff member's finished attempt is a preview: no grade, no progress, no points, nothing live", async () => {
    const c = await course();
    const a = (await start(c, c.teacher)).body.data.id;
    await answerAll(c, c.teacher, a);
    const { result: fin, events } = await broadcasts(() => t.as(c.teacher).post(`/attempts/${a}/finish`).expect(200));
    expect(fin.body).toMatchObject({
      points: 0,
      material_progress: 0,
      discipline_progress: 0,
      data: { status: 'finished', preview: true },
    });
    // Marked as a preview wherever attempts are listed; a learner's is not.
    const list = await t.as(c.teacher).get(`/material-items/${c.item.id}/attempts`).expect(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: a, preview: true })]);
    const own = (await start(c, c.student)).body.data;
    expect(own.preview).toBe(false);
    expect(await t.db.grade.count({ where: { materialItemId: c.item.id } })).toBe(0);
    expect(await t.db.materialItemProgress.count({ where: { userId: c.teacher.id } })).toBe(0);
    expect(await t.db.pointEntry.count({ where: { userId: c.teacher.id } })).toBe(0);
    expect(events.filter((e) => e.event === '.points.added')).toEqual([]);
    // The fact is still recorded (the outbox is the log of what happened), marked as a preview.
    const [event] = await t.db.domainEvent.findMany({ where: { name: 'attempt.finished' }, orderBy: { id: 'desc' }, take: 1 });
    expect(event?.payload).toMatchObject({ attempt_id: a, user_id: c.teacher.id, preview: true });
  });
});

describe('GET /attempts/{id} and GET /material-items/{id}/attempts', () => {
  it('a student sees only their own attempts and answers; staff see all', async () => {
    const c = await course();
    const mine = (await start(c, c.student)).body.data.id;
    const theirs = (await start(c, c.other)).body.data.id;
    await t.as(c.other).post(`/attempts/${theirs}/answer`).send({ question_id: c.essay.id, answer_text: 'segredo' }).expect(200);
    await t.as(c.student).get(`/attempts/${theirs}`).expect(404);
    await t.as(c.student).get(`/attempts/${mine}`).expect(200);
    await t.as(null).get(`/attempts/${mine}`).expect(401);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acme, t.acme).get(`/attempts/${mine}`).expect(404);
    await t.as(c.outsider).get(`/attempts/${mine}`).expect(404);
    await t.as(c.student).get('/attempts/99999999999').expect(422);

    const own = await t.as(c.student).get(`/material-items/${c.item.id}/attempts`).query({ user_id: c.other.id }).expect(200);
    expect(own.body.data).toEqual([
      expect.objectContaining({ id: mine, user_id: c.student.id, name: 'Ana Aluna', role: 'student', status: 'started' }),
    ]);
    expect(JSON.stringify(own.body)).not.toContain('segredo');
    const all = await t.as(c.teacher).get(`/material-items/${c.item.id}/attempts`).query({ per_page: 1 }).expect(200);
    expect(all.body.meta).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    const staffView = await t.as(c.tutor).get(`/attempts/${theirs}`).expect(200);
    expect(staffView.body.data.questions.find((q: { id: number }) => q.id === c.essay.id).answer.answer_text).toBe('segredo');
    await t.as(c.teacher).get(`/material-items/${c.item.id}/attempts`).query({ status: 'nope' }).expect(422);
    await t.as(null).get(`/material-items/${c.item.id}/attempts`).expect(401);
    await t.as(acme, t.acme).get(`/material-items/${c.item.id}/attempts`).expect(404);
    await t.as(c.outsider).get(`/material-items/${c.item.id}/attempts`).expect(404);
  });

  it('filters by name and role (000 §7) in the database, paginated; students still get only their own', async () => {
    const c = await course();
    const ana = (await start(c, c.student)).body.data.id;
    const beto = (await start(c, c.other)).body.data.id;
    const preview = (await start(c, c.tutor)).body.data.id; // staff previewing the quiz
    const list = (who: { id: number; token: string }, query: Record<string, unknown>) =>
      t.as(who).get(`/material-items/${c.item.id}/attempts`).query(query).expect(200);
    const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((a) => a.id);

    expect(ids(await list(c.teacher, { name: 'beto' }))).toEqual([beto]);
    expect(ids(await list(c.teacher, { name: 'ALUN' }))).toEqual([beto, ana]);
    expect(ids(await list(c.teacher, { name: '%' }))).toEqual([]); // matched literally
    expect(ids(await list(c.teacher, { role: 'tutor' }))).toEqual([preview]);
    const students = await list(c.teacher, { role: 'student', per_page: 1, page: 2 });
    expect(ids(students)).toEqual([ana]);
    expect(students.body.meta).toMatchObject({ total: 2, per_page: 1, current_page: 2, last_page: 2 });
    expect((await list(c.teacher, { role: 'student', name: 'ana', status: 'started' })).body.meta.total).toBe(1);
    expect(ids(await list(c.teacher, { role: 'teacher' }))).toEqual([]);
    // A student's filters apply to their own attempts only.
    expect(ids(await list(c.student, { name: 'beto' }))).toEqual([]);
    expect(ids(await list(c.student, { role: 'student' }))).toEqual([ana]);

    const bad = await t.as(c.teacher).get(`/material-items/${c.item.id}/attempts`).query({ role: 'diretor' }).expect(422);
    expect(bad.body.errors).toHaveProperty('role');
    await t
      .as(c.teacher)
      .get(`/material-items/${c.item.id}/attempts`)
      .query({ name: 'x'.repeat(256) })
      .expect(422);
  });

  it('shuffles questions and options in a stable order per attempt', async () => {
    const specs = Array.from({ length: 8 }, (_, i) => ({
      type: 'choice' as const,
      title: `Q${i}`,
      options: Array.from({ length: 5 }, (_, j) => ({ text: `O${j}`, correct: j === 0 })),
    }));
    const discipline = await t.create.discipline(t.demo);
    const s = await t.create.user(t.demo);
    await t.create.enroll(t.demo, discipline.id, s.id);
    const quiz = await t.create.quiz(t.demo, discipline.id, {
      questions: specs,
      settings: { shuffleQuestions: true, shuffleOptions: true },
    });
    const a = (await t.as(s).post('/attempts/start').send({ material_item_id: quiz.item.id, user_id: s.id })).body.data.id;
    const order = async () =>
      (await t.as(s).get(`/attempts/${a}`).expect(200)).body.data.questions.map(
        (q: { title: string; options: { text: string }[] }) => `${q.title}:${q.options.map((o) => o.text).join('')}`,
      );
    const first = await order();
    expect(await order()).toEqual(first);
    expect(first).not.toEqual(specs.map((q) => `${q.title}:O0O1O2O3O4`));
  });
});

describe('DELETE /attempts/{id}', () => {
  it('staff who manage delete an attempt: a try comes back and the grade falls back', async () => {
    const c = await course({ maxAttempts: 2 });
    const a = (await start(c, c.student)).body.data.id;
    await answerAll(c, c.student, a);
    await t.as(c.student).post(`/attempts/${a}/finish`).expect(200);
    const b = (await start(c, c.student)).body.data.id;
    await t.as(c.student).post(`/attempts/${b}/finish`).expect(200);
    await start(c, c.student).expect(422);
    const before = await t.rowCounts(TABLES);
    await t.as(null).delete(`/attempts/${b}`).expect(401);
    await t.as(c.student).delete(`/attempts/${b}`).expect(403);
    await t.as(c.tutor).delete(`/attempts/${b}`).expect(403);
    const acme = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acme, t.acme).delete(`/attempts/${b}`).expect(404);
    await t.as(c.teacher).delete('/attempts/abc').expect(422);
    expect(await t.rowCounts(TABLES)).toEqual(before);
    const del = await t.as(c.teacher).delete(`/attempts/${b}`).expect(200);
    expect(del.body.message).toBe(M.attemptDeleted);
    expect(await t.db.grade.findFirst({ where: { userId: c.student.id } })).toMatchObject({ attemptId: a, status: 'pending' });
    await t.as(t.manager).delete(`/attempts/${a}`).expect(200);
    expect(await t.db.grade.count({ where: { userId: c.student.id } })).toBe(0);
    await start(c, c.student).expect(201);
  });
});
