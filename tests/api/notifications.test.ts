import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES as M } from '@trilha/shared/notifications';
import { localBus, type LocalBroadcast, LOCAL_BROADCAST } from '@trilha/realtime-emitter';
import { setupApiTest } from '../support/fixture.ts';
import type { TestUser } from '../support/factories/index.ts';

const t = setupApiTest();

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** Broadcasts published while `fn` runs and the after-commit reactions it caused are delivered. */
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

/** A student with `n` notifications of demo, one minute apart (index 0 the newest), the last `read` of them read. */
async function studentWith(n: number, read = 0) {
  const student = await t.create.user(t.demo, { type: 'student' });
  const rows = [];
  for (let i = 0; i < n; i++)
    rows.push(
      await t.create.notification(t.demo, student.id, {
        title: `Aviso ${i}`,
        createdAt: minutesAgo(i + 1),
        readAt: i >= n - read ? minutesAgo(0.5) : null,
      }),
    );
  return { student, rows };
}

/** Adds `user` as a member of the acme tenant too. */
const joinAcme = (user: TestUser) => t.db.companyUser.create({ data: { companyId: t.acme.company.id, userId: user.id } });

describe('GET /notifications', () => {
  it('pages the caller’s own, newest first, 6 by default, with the unread count over every page', async () => {
    const { student, rows } = await studentWith(8, 3);
    const other = await studentWith(2);
    const discipline = await t.create.discipline(t.demo);
    await t.db.notification.updateMany({ where: { id: rows[0]!.id }, data: { disciplineId: discipline.id, subjectId: 77 } });

    const first = await t.as(student).get('/notifications').expect(200);
    expect(first.body.meta).toEqual({ current_page: 1, per_page: 6, total: 8, last_page: 2, total_unread_notifications: 5 });
    expect(first.body.data.map((n: { title: string }) => n.title)).toEqual([
      'Aviso 0',
      'Aviso 1',
      'Aviso 2',
      'Aviso 3',
      'Aviso 4',
      'Aviso 5',
    ]);
    expect(first.body.data[0]).toEqual({
      id: rows[0]!.id,
      type: 'MaterialCreated',
      title: 'Aviso 0',
      params: null,
      read_at: null,
      created_at: rows[0]!.createdAt.toISOString(),
      discipline_id: discipline.id,
      subject_id: 77,
      comment_id: null,
    });
    const second = await t.as(student).get('/notifications?page=2').expect(200);
    expect(second.body.data.map((n: { title: string }) => n.title)).toEqual(['Aviso 6', 'Aviso 7']);
    expect(second.body.data.every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);
    const three = await t.as(student).get('/notifications?page=3&per_page=3').expect(200);
    expect(three.body.data.map((n: { title: string }) => n.title)).toEqual(['Aviso 6', 'Aviso 7']);
    expect(three.body.meta).toMatchObject({ current_page: 3, per_page: 3, last_page: 3 });
    // Nothing of anyone else's.
    const ids = [...first.body.data, ...second.body.data].map((n: { id: number }) => n.id);
    expect(ids.some((id) => other.rows.some((r) => r.id === id))).toBe(false);
  });

  it('an empty list for a user without notifications', async () => {
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    const res = await t.as(teacher).get('/notifications').expect(200);
    expect(res.body).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 6, total: 0, last_page: 1, total_unread_notifications: 0 },
    });
  });

  it('is bound to the tenant: a member of two companies sees each company’s own on its host', async () => {
    const { student } = await studentWith(2);
    await joinAcme(student);
    await t.create.notification(t.acme, student.id, { title: 'Da Acme' });
    const acme = await t.as(student, t.acme).get('/notifications').expect(200);
    expect(acme.body.data.map((n: { title: string }) => n.title)).toEqual(['Da Acme']);
    expect(acme.body.meta.total_unread_notifications).toBe(1);
    const demo = await t.as(student).get('/notifications').expect(200);
    expect(demo.body.meta.total).toBe(2);
  });

  it('401 without a token; every role may read its own (001 §1, issue 29); 422 for a bad page', async () => {
    await t.as(null).get('/notifications').expect(401);
    await t.as('not-a-token').get('/notifications').expect(401);
    for (const type of ['manager', 'supervisor', 'client'] as const) {
      const u = await t.create.user(t.demo, { type });
      await t.as(u).get('/notifications').expect(200);
    }
    const { student } = await studentWith(1);
    for (const q of ['page=0', 'page=abc', 'per_page=0', 'per_page=101', 'page=99999999999'])
      await t.as(student).get(`/notifications?${q}`).expect(422);
  });
});

describe('PUT /notifications/read', () => {
  it('marks the given ids read, reports only those it changed, and pushes the read state to the user’s channel', async () => {
    const { student, rows } = await studentWith(4, 1);
    const [a, b, , readOne] = rows;
    const { result: res, events } = await broadcasts(() =>
      t
        .as(student)
        .put('/notifications/read')
        .send({ ids: [a!.id, b!.id, b!.id, readOne!.id] })
        .expect(200),
    );
    expect(res.body).toEqual({
      message: M.notificationsMarkedRead,
      ids: [b!.id, a!.id].sort((x, y) => y - x),
      read_at: expect.any(String),
      total_unread_notifications: 1,
    });
    const after = await t.db.notification.findMany({ where: { userId: student.id }, orderBy: { id: 'asc' } });
    expect(after.map((n) => n.readAt !== null)).toEqual([true, true, false, true]);
    // The row read before keeps its first read time.
    expect(after[3]!.readAt).toEqual(readOne!.readAt);
    expect(after[0]!.readAt!.toISOString()).toBe(res.body.read_at);
    const pushes = events.filter((e) => e.event === '.notifications.read');
    expect(pushes).toEqual([
      {
        namespace: '/main',
        channel: `notifications.${t.demo.company.id}.${student.id}`,
        event: '.notifications.read',
        data: { ids: res.body.ids, read_at: res.body.read_at, total_unread_notifications: 1 },
      },
    ]);

    // Again: nothing changes, nothing is pushed.
    const again = await broadcasts(() =>
      t
        .as(student)
        .put('/notifications/read')
        .send({ ids: [a!.id] })
        .expect(200),
    );
    expect(again.result.body).toMatchObject({ ids: [], read_at: null, total_unread_notifications: 1 });
    expect(again.events.filter((e) => e.event === '.notifications.read')).toEqual([]);
  });

  it('`all` marks every unread one of the caller, and nobody else’s', async () => {
    const { student } = await studentWith(9, 2);
    const other = await studentWith(3);
    const res = await t.as(student).put('/notifications/read').send({ all: true }).expect(200);
    expect(res.body.ids).toHaveLength(7);
    expect(res.body.total_unread_notifications).toBe(0);
    expect(await t.db.notification.count({ where: { userId: student.id, readAt: null } })).toBe(0);
    expect(await t.db.notification.count({ where: { userId: other.student.id, readAt: null } })).toBe(3);
    const list = await t.as(student).get('/notifications').expect(200);
    expect(list.body.meta.total_unread_notifications).toBe(0);
  });

  it('404 and nothing marked when one id is another user’s, another tenant’s or unknown', async () => {
    const { student, rows } = await studentWith(2);
    const other = await studentWith(1);
    await joinAcme(student);
    const acmeRow = await t.create.notification(t.acme, student.id);
    const mine = rows[0]!.id;
    for (const foreign of [other.rows[0]!.id, acmeRow.id, 2_000_000_000]) {
      const res = await t
        .as(student)
        .put('/notifications/read')
        .send({ ids: [mine, foreign] })
        .expect(404);
      expect(res.body).toMatchObject({ code: 'NOTIFICATION_NOT_FOUND', message: M.notificationNotFound });
    }
    expect(
      await t.db.notification.count({ where: { id: { in: [mine, other.rows[0]!.id, acmeRow.id] }, readAt: { not: null } } }),
    ).toBe(0);
    // The acme row is marked on its own host only.
    await t
      .as(student, t.acme)
      .put('/notifications/read')
      .send({ ids: [acmeRow.id] })
      .expect(200);
    await t
      .as(student)
      .put('/notifications/read')
      .send({ ids: [acmeRow.id] })
      .expect(404);
  });

  it('401 without a token, another user’s ids 404 (every role may mark its own), 422 for a bad body: nothing written', async () => {
    const { student, rows } = await studentWith(1);
    const before = await t.db.notification.count({ where: { readAt: null } });
    await t
      .as(null)
      .put('/notifications/read')
      .send({ ids: [rows[0]!.id] })
      .expect(401);
    await t.as(t.manager).put('/notifications/read').send({ all: true }).expect(200);
    await t
      .as(t.manager)
      .put('/notifications/read')
      .send({ ids: [rows[0]!.id] })
      .expect(404);
    const bodies: unknown[] = [
      {},
      { ids: [] },
      { ids: 'all' },
      { ids: ['1'] },
      { ids: [0] },
      { ids: [1.5] },
      { ids: [2_147_483_648] },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { all: false },
      { all: 'true' },
      [rows[0]!.id],
    ];
    for (const body of bodies) {
      const res = await t
        .as(student)
        .put('/notifications/read')
        .send(body as object)
        .expect(422);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await t.db.notification.count({ where: { readAt: null } })).toBe(before);
  });
});

describe('notifications of a new material', () => {
  it('5,000 enrolled students: 5,000 rows in one INSERT statement, one push per row on each student’s channel', async () => {
    const discipline = await t.create.discipline(t.demo);
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    await t.create.enroll(t.demo, discipline.id, teacher.id, 'teacher');
    const students = await t.create.enrolledStudents(t.demo, discipline.id, 5000);
    // A statement-level trigger counts INSERT statements on notifications, whatever their rows.
    await t.db.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS test_notification_inserts (n int NOT NULL)`);
    await t.db.$executeRawUnsafe(`TRUNCATE test_notification_inserts`);
    await t.db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION test_count_notification_inserts() RETURNS trigger
      LANGUAGE plpgsql SECURITY DEFINER AS $$ BEGIN INSERT INTO test_notification_inserts VALUES (1); RETURN NULL; END $$`);
    await t.db.$executeRawUnsafe(`CREATE OR REPLACE TRIGGER test_count_notification_inserts AFTER INSERT ON notifications
      FOR EACH STATEMENT EXECUTE FUNCTION test_count_notification_inserts()`);
    try {
      const { result, events } = await broadcasts(() =>
        t.as(teacher).post('/materials').send({ name: 'Unidade 5000', discipline_id: discipline.id }).expect(201),
      );
      const materialId = result.body.data.id as number;
      const [inserts] = await t.db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM test_notification_inserts`;
      expect(inserts!.n).toBe(1);
      const rows = await t.db.notification.findMany({
        where: { disciplineId: discipline.id },
        select: { id: true, userId: true },
      });
      expect(rows).toHaveLength(5000);
      expect(new Set(rows.map((r) => r.userId))).toEqual(new Set(students));
      const pushes = events.filter((e) => e.event === '.notification.created');
      expect(pushes).toHaveLength(5000);
      expect(new Set(pushes.map((p) => p.channel))).toEqual(
        new Set(students.map((id) => `notifications.${t.demo.company.id}.${id}`)),
      );
      expect(pushes[0]!.data).toMatchObject({ type: 'MaterialCreated', discipline_id: discipline.id, subject_id: materialId });
    } finally {
      await t.db.$executeRawUnsafe(`DROP TRIGGER test_count_notification_inserts ON notifications`);
    }
  });

  it('only students who may open the discipline now are told: not staff, not outside the window, not a hidden discipline', async () => {
    const discipline = await t.create.discipline(t.demo);
    const hidden = await t.create.discipline(t.demo, { visible: false });
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    const [now, later, ended, inHidden] = await Promise.all([0, 1, 2, 3].map(() => t.create.user(t.demo, { type: 'student' })));
    for (const d of [discipline.id, hidden.id]) await t.create.enroll(t.demo, d, teacher.id, 'teacher');
    await t.create.enroll(t.demo, discipline.id, tutor.id, 'tutor');
    await t.create.enroll(t.demo, discipline.id, now!.id);
    await t.create.enroll(t.demo, discipline.id, later!.id, 'student', { startedAt: new Date(Date.now() + 86_400_000) });
    await t.create.enroll(t.demo, discipline.id, ended!.id, 'student', { finishedAt: new Date(Date.now() - 86_400_000) });
    await t.create.enroll(t.demo, hidden.id, inHidden!.id);
    await broadcasts(async () => {
      for (const d of [discipline.id, hidden.id])
        await t.as(teacher).post('/materials').send({ name: 'Nova', discipline_id: d }).expect(201);
    });
    const told = await t.db.notification.findMany({ where: { disciplineId: { in: [discipline.id, hidden.id] } } });
    expect(told.map((n) => n.userId)).toEqual([now!.id]);
    // And the student's bell lists it.
    const bell = await t.as(now!).get('/notifications').expect(200);
    expect(bell.body.data[0]).toMatchObject({
      type: 'MaterialCreated',
      title: 'Novo material: Nova',
      discipline_id: discipline.id,
    });
  });
});

describe('notifications of a new forum', () => {
  it('a visible forum tells the discipline’s students (ForumCreated, the forum as subject); a hidden one nobody', async () => {
    const discipline = await t.create.discipline(t.demo);
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    const student = await t.create.user(t.demo, { type: 'student' });
    await t.create.enroll(t.demo, discipline.id, teacher.id, 'teacher');
    await t.create.enroll(t.demo, discipline.id, student.id);
    const { result, events } = await broadcasts(async () => {
      const shown = await t
        .as(teacher)
        .post('/forums')
        .send({ discipline_id: discipline.id, title: 'Dúvidas da unidade 1' })
        .expect(201);
      await t
        .as(teacher)
        .post('/forums')
        .send({ discipline_id: discipline.id, title: 'Rascunho', is_visible: false })
        .expect(201);
      return shown;
    });
    const forumId = result.body.data.id as number;
    const told = await t.db.notification.findMany({ where: { disciplineId: discipline.id } });
    expect(told.map((n) => [n.userId, n.type, n.title, n.subjectId])).toEqual([
      [student.id, 'ForumCreated', 'Novo fórum: Dúvidas da unidade 1', forumId],
    ]);
    expect(events.filter((e) => e.event === '.notification.created').map((e) => e.channel)).toEqual([
      `notifications.${t.demo.company.id}.${student.id}`,
    ]);
    const bell = await t.as(student).get('/notifications').expect(200);
    expect(bell.body.data[0]).toMatchObject({ type: 'ForumCreated', discipline_id: discipline.id, subject_id: forumId });
  });
});
