import { describe, expect, it } from 'vitest';
import { localBus, type LocalBroadcast, LOCAL_BROADCAST } from '@trilha/realtime-emitter';
import { setupApiTest } from '../support/fixture.ts';
import type { TestTenant, TestUser } from '../support/factories/index.ts';

// Issue 29 item 9: facts that told nobody before. Each new type: fires once, respects its own
// preference, never tells the actor, stays in its tenant.
const t = setupApiTest();

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

const rowsOf = (user: TestUser, type: string) =>
  t.db.notification.findMany({ where: { userId: user.id, type }, orderBy: { id: 'asc' } });

/** The user turns the in-app channel of `type` off. */
const turnOff = (user: TestUser, type: string, tenant?: TestTenant) =>
  t
    .as(user, tenant)
    .put('/notification-preferences')
    .send({ preferences: [{ type, in_app: false, email: true }] })
    .expect(200);

/** A discipline with its teacher, two enrolled students and a material. */
async function course() {
  const discipline = await t.create.discipline(t.demo);
  const teacher = await t.create.user(t.demo, { type: 'teacher' });
  const student = await t.create.user(t.demo, { type: 'student', name: 'Ana Souza' });
  const muted = await t.create.user(t.demo, { type: 'student' });
  await t.create.enroll(t.demo, discipline.id, teacher.id, 'teacher');
  await t.create.enroll(t.demo, discipline.id, student.id);
  await t.create.enroll(t.demo, discipline.id, muted.id);
  const material = await t.create.material(t.demo, discipline.id);
  return { discipline, teacher, student, muted, material };
}

describe('an item created hidden and shown later', () => {
  it('tells the students when it is shown (MaterialItemCreated), once per item, and not those who turned the type off', async () => {
    const c = await course();
    await turnOff(c.muted, 'MaterialItemCreated');
    const item = await t.create.materialItem(t.demo, c.material.id, { title: 'Gabarito', visible: false });
    const { events } = await broadcasts(async () => {
      await t.as(c.teacher).post(`/material-items/${item.id}/update`).send({ visible: true }).expect(200);
      // Hidden and shown again: nobody is told twice.
      await t.as(c.teacher).post(`/material-items/${item.id}/update`).send({ visible: false }).expect(200);
      await t.as(c.teacher).post(`/material-items/${item.id}/update`).send({ visible: true }).expect(200);
    });
    const rows = await rowsOf(c.student, 'MaterialItemCreated');
    expect(rows.map((r) => [r.subjectId, r.title, r.params])).toEqual([[item.id, 'Novo item: Gabarito', { title: 'Gabarito' }]]);
    expect(await rowsOf(c.muted, 'MaterialItemCreated')).toEqual([]);
    expect(await rowsOf(c.teacher, 'MaterialItemCreated')).toEqual([]);
    expect(events.filter((e) => e.event === '.notification.created').map((e) => e.channel)).toEqual([
      `notifications.${t.demo.company.id}.${c.student.id}`,
    ]);
  });
});

describe('duplicates', () => {
  it('a duplicated material tells the students (MaterialCreated), a duplicated visible item too (MaterialItemCreated)', async () => {
    const c = await course();
    const m = await t.create.material(t.demo, c.discipline.id, { name: 'Unidade 1' });
    const item = await t.create.materialItem(t.demo, m.id, { title: 'Leitura' });
    const hidden = await t.create.materialItem(t.demo, m.id, { title: 'Rascunho', visible: false });
    await turnOff(c.muted, 'MaterialCreated');
    await broadcasts(async () => {
      await t.as(c.teacher).post(`/materials/${m.id}/duplicate`).expect(201);
      await t.as(c.teacher).post(`/material-items/${item.id}/duplicate`).expect(201);
      await t.as(c.teacher).post(`/material-items/${hidden.id}/duplicate`).expect(201);
    });
    expect((await rowsOf(c.student, 'MaterialCreated')).map((r) => r.params)).toEqual([{ name: 'Unidade 1 (cópia)' }]);
    expect((await rowsOf(c.student, 'MaterialItemCreated')).map((r) => r.params)).toEqual([{ title: 'Leitura (cópia)' }]);
    expect(await rowsOf(c.muted, 'MaterialCreated')).toEqual([]);
    expect(await rowsOf(c.muted, 'MaterialItemCreated')).toHaveLength(1);
    expect(await rowsOf(c.teacher, 'MaterialCreated')).toEqual([]);
  });
});

describe('a new calendar event', () => {
  it('tells every member of the company but its author (CalendarEventCreated), not another tenant, not who turned it off', async () => {
    const author = await t.create.user(t.demo, { type: 'tutor' });
    const student = await t.create.user(t.demo, { type: 'student' });
    const client = await t.create.user(t.demo, { type: 'client' });
    const muted = await t.create.user(t.demo, { type: 'student' });
    const outsider = await t.create.user(t.acme, { type: 'student' });
    await turnOff(muted, 'CalendarEventCreated');
    const { result } = await broadcasts(() =>
      t.as(author).post('/events').send({ title: 'Aula inaugural', starts_at: '2026-03-10T19:00:00-03:00' }).expect(201),
    );
    for (const u of [student, client, t.manager]) {
      const rows = await rowsOf(u, 'CalendarEventCreated');
      expect(rows.map((r) => [r.companyId, r.subjectId, r.params])).toEqual([
        [t.demo.company.id, result.body.data.id, { title: 'Aula inaugural' }],
      ]);
    }
    for (const u of [author, muted, outsider]) expect(await rowsOf(u, 'CalendarEventCreated')).toEqual([]);
    await t.delivered();
    expect(await rowsOf(student, 'CalendarEventCreated')).toHaveLength(1);
  });
});

describe('a new alert', () => {
  it('tells every member but its author (WarningPublished), once per alert even when turned off and on again', async () => {
    const author = await t.create.user(t.demo, { type: 'teacher' });
    const student = await t.create.user(t.demo, { type: 'student' });
    const muted = await t.create.user(t.demo, { type: 'supervisor' });
    const outsider = await t.create.user(t.acme, { type: 'student' });
    await turnOff(muted, 'WarningPublished');
    const { result } = await broadcasts(() =>
      t.as(author).post('/warnings').field('title', 'Semana de provas').field('text', 'Na segunda-feira.').expect(201),
    );
    const id = result.body.data.id as number;
    await broadcasts(async () => {
      await t.as(author).post(`/warnings/${id}/update`).field('status', 'inactive').expect(200);
      await t.as(author).post(`/warnings/${id}/update`).field('status', 'active').expect(200);
    });
    expect((await rowsOf(student, 'WarningPublished')).map((r) => [r.subjectId, r.title])).toEqual([
      [id, 'Novo aviso: Semana de provas'],
    ]);
    expect(await rowsOf(t.manager, 'WarningPublished')).toHaveLength(1);
    for (const u of [author, muted, outsider]) expect(await rowsOf(u, 'WarningPublished')).toEqual([]);
  });
});

describe('an evaluated task and a changed grade', () => {
  it('the learner is told of the evaluation (AssignmentEvaluated) and of a grade changed by staff (GradeChanged)', async () => {
    const c = await course();
    const task = await t.create.materialItem(t.demo, c.material.id, { type: 'task', title: 'Redação', description: 'Escreva.' });
    const submitted = await t
      .as(c.student)
      .post(`/material-items/${task.id}/submit`)
      .field('text', 'Minha resposta.')
      .expect(200);
    const { events } = await broadcasts(() =>
      t.as(c.teacher).post(`/material-items/${submitted.body.data.id}/evaluate`).send({ grade: 8.5, comment: 'Bom' }).expect(200),
    );
    expect((await rowsOf(c.student, 'AssignmentEvaluated')).map((r) => [r.subjectId, r.disciplineId, r.title])).toEqual([
      [task.id, c.discipline.id, 'Sua tarefa Redação foi avaliada: nota 8.5'],
    ]);
    expect(await rowsOf(c.teacher, 'AssignmentEvaluated')).toEqual([]);
    expect(
      events.some(
        (e) => e.event === '.notification.created' && e.channel === `notifications.${t.demo.company.id}.${c.student.id}`,
      ),
    ).toBe(true);

    const grade = await t.db.grade.findFirstOrThrow({ where: { userId: c.student.id, materialItemId: task.id } });
    await broadcasts(() => t.as(c.teacher).put(`/grades/${grade.id}`).send({ value: 9 }).expect(200));
    expect((await rowsOf(c.student, 'GradeChanged')).map((r) => [r.subjectId, r.title])).toEqual([
      [task.id, 'Sua nota em Redação foi alterada para 9'],
    ]);
    // Turned off: the next change writes nothing; another tenant's host cannot touch the grade.
    await turnOff(c.student, 'GradeChanged');
    await broadcasts(() => t.as(c.teacher).put(`/grades/${grade.id}`).send({ value: 10 }).expect(200));
    expect(await rowsOf(c.student, 'GradeChanged')).toHaveLength(1);
    expect(await rowsOf(c.teacher, 'GradeChanged')).toEqual([]);
  });
});

describe('a new follower', () => {
  it('the followed member is told (NewFollower, the follower as subject), once per follower, not on unfollow', async () => {
    const ana = await t.create.user(t.demo, { type: 'student', name: 'Ana' });
    const bia = await t.create.user(t.demo, { type: 'manager', name: 'Bia' });
    const muted = await t.create.user(t.demo, { type: 'student' });
    await turnOff(muted, 'NewFollower');
    await broadcasts(async () => {
      await t.as(bia).post(`/users/${ana.id}/follow`).expect(200);
      await t.as(bia).post(`/users/${ana.id}/follow`).expect(200); // unfollow
      await t.as(bia).post(`/users/${ana.id}/follow`).send({ following: true }).expect(200);
      await t.as(bia).post(`/users/${ana.id}/follow`).send({ following: true }).expect(200);
      await t.as(ana).post(`/users/${bia.id}/follow`).send({ following: true }).expect(200);
      await t.as(ana).post(`/users/${muted.id}/follow`).send({ following: true }).expect(200);
    });
    expect((await rowsOf(ana, 'NewFollower')).map((r) => [r.subjectId, r.title])).toEqual([
      [bia.id, 'Bia começou a seguir você'],
    ]);
    // A manager is told too, and reads it (every role has the list: issue 29 item 6).
    const list = await t.as(bia).get('/notifications').set('accept-language', 'en').expect(200);
    expect(list.body.data[0]).toMatchObject({ type: 'NewFollower', subject_id: ana.id, title: 'Ana started following you' });
    expect(await rowsOf(muted, 'NewFollower')).toEqual([]);
  });
});
