import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES as M } from '@trilha/shared/notifications';
import { localBus, type LocalBroadcast, LOCAL_BROADCAST } from '@trilha/realtime-emitter';
import { setupApiTest } from '../support/fixture.ts';
import type { TestUser } from '../support/factories/index.ts';

// Issue 29: every role reads its notifications (item 6), deletes its own (item 10), and reads them
// in its language (item 20); the company's retention setting (item 10).
const t = setupApiTest();

const joinAcme = (user: TestUser) => t.db.companyUser.create({ data: { companyId: t.acme.company.id, userId: user.id } });

describe('every role has its notifications (001 §1)', () => {
  it('managers, supervisors, clients and admins list, mark read and set preferences; the bell permission stays the spec’s', async () => {
    for (const type of ['manager', 'supervisor', 'client', 'admin'] as const) {
      const u = await t.create.user(t.demo, { type });
      const n = await t.create.notification(t.demo, u.id, {
        title: 'Aviso',
        type: 'WarningPublished',
        params: { title: 'Aviso' },
      });
      const list = await t.as(u).get('/notifications').expect(200);
      expect(list.body.data.map((r: { id: number }) => r.id)).toEqual([n.id]);
      await t
        .as(u)
        .put('/notifications/read')
        .send({ ids: [n.id] })
        .expect(200);
      await t.as(u).get('/notification-preferences').expect(200);
      await t
        .as(u)
        .put('/notification-preferences')
        .send({ preferences: [{ type: 'NewFollower', in_app: true, email: false }] })
        .expect(200);
    }
  });
});

describe('DELETE /notifications/{id} and DELETE /notifications', () => {
  it('deletes one of the caller’s own, answering the unread left; another user’s or tenant’s is 404 and kept', async () => {
    const ana = await t.create.user(t.demo, { type: 'student' });
    const bia = await t.create.user(t.demo, { type: 'student' });
    await joinAcme(ana);
    const [a1, a2] = [await t.create.notification(t.demo, ana.id), await t.create.notification(t.demo, ana.id)];
    const inAcme = await t.create.notification(t.acme, ana.id);
    const bias = await t.create.notification(t.demo, bia.id);
    const res = await t.as(ana).delete(`/notifications/${a1!.id}`).expect(200);
    expect(res.body).toEqual({ message: M.notificationDeleted, deleted: 1, total_unread_notifications: 1 });
    // Again, someone else's, the same user's row of another company on this host, unknown: 404.
    for (const id of [a1!.id, bias.id, inAcme.id, 999_999]) {
      const r = await t.as(ana).delete(`/notifications/${id}`).expect(404);
      expect(r.body.code).toBe('NOTIFICATION_NOT_FOUND');
    }
    // Bia, a member of acme too, cannot delete Ana's from the other tenant's host either.
    await joinAcme(bia);
    await t.as(bia, t.acme).delete(`/notifications/${a2!.id}`).expect(404);
    await t.as(bia, t.acme).delete(`/notifications/${inAcme.id}`).expect(404);
    expect(await t.db.notification.count({ where: { id: { in: [a2!.id, inAcme.id, bias.id] } } })).toBe(3);
  });

  it('deletes all the caller’s own on the host’s company only; bad ids 422; anonymous 401', async () => {
    const ana = await t.create.user(t.demo, { type: 'manager' });
    const bia = await t.create.user(t.demo, { type: 'student' });
    await joinAcme(ana);
    for (let i = 0; i < 3; i++) await t.create.notification(t.demo, ana.id);
    const inAcme = await t.create.notification(t.acme, ana.id);
    const bias = await t.create.notification(t.demo, bia.id);
    const res = await t.as(ana).delete('/notifications').expect(200);
    expect(res.body).toEqual({ message: M.notificationsDeleted, deleted: 3, total_unread_notifications: 0 });
    expect(await t.db.notification.count({ where: { userId: ana.id } })).toBe(1);
    expect(await t.db.notification.count({ where: { id: { in: [inAcme.id, bias.id] } } })).toBe(2);
    for (const bad of ['0', 'abc', '-1', '99999999999']) await t.as(ana).delete(`/notifications/${bad}`).expect(422);
    await t.as(null).delete('/notifications').expect(401);
    await t.as(null).delete(`/notifications/${bias.id}`).expect(401);
  });
});

describe('the user’s other tabs hear what was deleted', () => {
  /** The pushes sent while `fn` runs and its after-commit reactions are delivered. */
  async function pushes(fn: () => Promise<unknown>): Promise<LocalBroadcast[]> {
    const events: LocalBroadcast[] = [];
    const on = (e: LocalBroadcast) => events.push(e);
    localBus.on(LOCAL_BROADCAST, on);
    try {
      await fn();
      await t.delivered();
      return events.filter((e) => e.event === '.notifications.deleted');
    } finally {
      localBus.off(LOCAL_BROADCAST, on);
    }
  }

  it('pushes the deleted ids (or `all`) with the unread count left on the user’s company channel; a 404 pushes nothing', async () => {
    const ana = await t.create.user(t.demo, { type: 'student' });
    const [a1] = [await t.create.notification(t.demo, ana.id), await t.create.notification(t.demo, ana.id)];
    const channel = `notifications.${t.demo.company.id}.${ana.id}`;
    expect(await pushes(() => t.as(ana).delete(`/notifications/${a1!.id}`).expect(200))).toEqual([
      {
        namespace: '/main',
        channel,
        event: '.notifications.deleted',
        data: { ids: [a1!.id], all: false, total_unread_notifications: 1 },
      },
    ]);
    expect(await pushes(() => t.as(ana).delete(`/notifications/${a1!.id}`).expect(404))).toEqual([]);
    expect(await pushes(() => t.as(ana).delete('/notifications').expect(200))).toEqual([
      {
        namespace: '/main',
        channel,
        event: '.notifications.deleted',
        data: { ids: [], all: true, total_unread_notifications: 0 },
      },
    ]);
    // Nothing left to delete: nothing to tell.
    expect(await pushes(() => t.as(ana).delete('/notifications').expect(200))).toEqual([]);
  });
});

describe('titles in the reader’s language (type + params)', () => {
  it('renders en and es from the params, pt-BR by default, and keeps the stored title for a row without params', async () => {
    const u = await t.create.user(t.demo, { type: 'student' });
    await t.create.notification(t.demo, u.id, {
      type: 'ForumCreated',
      title: 'Texto antigo',
      createdAt: new Date(Date.now() - 60_000),
    });
    await t.create.notification(t.demo, u.id, {
      type: 'ForumCommentMentioned',
      title: 'Bia mencionou você em Dúvidas',
      params: { author: 'Bia', title: 'Dúvidas' },
    });
    const titles = async (lang?: string) => {
      const req = t.as(u).get('/notifications');
      const res = await (lang ? req.set('accept-language', lang) : req).expect(200);
      return res.body.data.map((n: { title: string }) => n.title);
    };
    expect(await titles()).toEqual(['Bia mencionou você em Dúvidas', 'Texto antigo']);
    expect(await titles('en')).toEqual(['Bia mentioned you in Dúvidas', 'Texto antigo']);
    expect(await titles('es-AR,es;q=0.9')).toEqual(['Bia te mencionó en Dúvidas', 'Texto antigo']);
    expect(await titles('fr, de;q=0.5')).toEqual(['Bia mencionou você em Dúvidas', 'Texto antigo']);
    // The preferences' labels follow too.
    const prefs = await t.as(u).get('/notification-preferences').set('accept-language', 'es').expect(200);
    expect(prefs.body.data.find((p: { type: string }) => p.type === 'NewFollower').label).toBe('Nuevo seguidor');
    // The language is kept for the digest e-mail (the last one the reader used).
    expect(
      await t.db.notificationRecipient.findUnique({
        where: { companyId_userId: { companyId: t.demo.company.id, userId: u.id } },
      }),
    ).toMatchObject({
      locale: 'es',
    });
  });
});

describe('GET/PUT /notification-settings (retention)', () => {
  it('180 days by default; a manager sets it for the company only; lower roles 403; bad values 422, nothing changed', async () => {
    expect((await t.as(t.manager).get('/notification-settings').expect(200)).body).toEqual({ data: { retention_days: 180 } });
    const res = await t.as(t.manager).put('/notification-settings').send({ retention_days: 30 }).expect(200);
    expect(res.body).toEqual({ message: M.notificationSettingsSaved, data: { retention_days: 30 } });
    expect((await t.as(t.manager).get('/notification-settings').expect(200)).body.data.retention_days).toBe(30);
    const acmeManager = await t.create.user(t.acme, { type: 'manager' });
    expect((await t.as(acmeManager, t.acme).get('/notification-settings').expect(200)).body.data.retention_days).toBe(180);
    for (const type of ['student', 'teacher', 'tutor', 'supervisor', 'client'] as const) {
      const u = await t.create.user(t.demo, { type });
      await t.as(u).get('/notification-settings').expect(403);
      await t.as(u).put('/notification-settings').send({ retention_days: 7 }).expect(403);
    }
    for (const body of [{ retention_days: 0 }, { retention_days: 6 }, { retention_days: 3651 }, { retention_days: 'x' }, {}])
      await t.as(t.manager).put('/notification-settings').send(body).expect(422);
    await t.as(null).put('/notification-settings').send({ retention_days: 30 }).expect(401);
    expect((await t.as(t.manager).get('/notification-settings').expect(200)).body.data.retention_days).toBe(30);
  });
});

describe('the migration’s backfill of params', () => {
  it('gives rows written before params their params when the title is the type’s pt-BR template, and leaves the others', async () => {
    const sql = readFileSync(
      resolve(import.meta.dirname, '../../prisma/migrations/20261202004606_notifications_params_retention_locale/migration.sql'),
      'utf8',
    );
    const backfill = sql.slice(sql.indexOf('-- Backfill'));
    const u = await t.create.user(t.demo, { type: 'student' });
    const make = (type: string, title: string) => t.create.notification(t.demo, u.id, { type, title });
    const rows = [
      await make('MaterialCreated', 'Novo material: Unidade 1'),
      await make('ForumCommentMentioned', 'Ana Souza mencionou você em Dúvidas: prova'),
      await make('ForumReplyCreated', 'Bia respondeu em uma discussão que você segue: Geral'),
      await make('ForumCreated', 'Um título de outro tempo'),
    ];
    await t.db.$executeRawUnsafe(backfill);
    const after = await t.db.notification.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: { id: 'asc' } });
    expect(after.map((r) => r.params)).toEqual([
      { name: 'Unidade 1' },
      { author: 'Ana Souza', title: 'Dúvidas: prova' },
      { author: 'Bia', title: 'Geral' },
      null,
    ]);
    const list = await t.as(u).get('/notifications').set('accept-language', 'en').expect(200);
    expect(list.body.data.map((n: { title: string }) => n.title).sort()).toEqual(
      [
        'Ana Souza mentioned you in Dúvidas: prova',
        'Bia replied in a thread you follow: Geral',
        'New material: Unidade 1',
        'Um título de outro tempo',
      ].sort(),
    );
  });
});
