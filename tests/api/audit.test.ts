import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@trilha/shared/audit';
import { USER_TYPES } from '@trilha/shared';
import { setupApiTest } from '../support/fixture.ts';
import { PASSWORD } from '../support/factories/index.ts';

const t = setupApiTest();

/** The audit rows of one action, oldest first, as the table holds them. */
const rowsOf = (action: string) =>
  t.db.auditLog.findMany({
    where: { action },
    orderBy: { id: 'asc' },
    select: { companyId: true, actorId: true, targetType: true, targetId: true, ip: true, metadata: true, sourceEventId: true },
  });

describe('the audit log, written from the acting domains’ events', () => {
  it('records access-as opened and closed (exit and Sair) with the impersonator as actor', async () => {
    const student = await t.create.user(t.demo, { type: 'student', name: 'Aluna Auditada' });
    const opened = await t.as(t.admin).post('/auth/login-as').send({ user_id: student.id }).expect(200);
    await t.as(opened.body.target_token).post('/auth/login-as/exit').expect(200);
    // Sair from inside access-as ends the impersonator's session too: a manager of its own.
    const manager = await t.create.user(t.demo, { type: 'manager' });
    const again = await t.as(manager).post('/auth/login-as').send({ user_id: student.id }).expect(200);
    await t.as(again.body.target_token).post('/auth/logout').expect(200);
    await t.delivered();

    const open = await rowsOf('access-as.opened');
    expect(open.map((r) => r.actorId)).toEqual([t.admin.id, manager.id]);
    expect(open[0]).toMatchObject({ companyId: t.demo.company.id, targetType: 'user', targetId: student.id });
    expect(open[0]!.ip).toMatch(/127\.0\.0\.1|::1/);
    const closed = await rowsOf('access-as.closed');
    expect(closed.map((r) => [r.actorId, r.targetId, r.metadata])).toEqual([
      [t.admin.id, student.id, { how: 'exit' }],
      [manager.id, student.id, { how: 'logout' }],
    ]);
    // A plain sign-out (no access-as) is no admin action.
    const plain = await t.create.user(t.demo, { type: 'tutor' });
    await t.as(plain).post('/auth/logout').expect(200);
    await t.delivered();
    expect(await rowsOf('access-as.closed')).toHaveLength(2);
  });

  it('records company created, updated (field names only), deleted and restored', async () => {
    const created = await t.as(t.admin).post('/companies').send({ name: 'Auditada SA', domain: 'auditada' }).expect(201);
    const id = created.body.data.id as number;
    await t.as(t.admin).put(`/companies/${id}`).send({ name: 'Auditada Ltda', status: 'inactive' }).expect(200);
    await t.as(t.admin).delete(`/companies/${id}`).expect(200);
    await t.as(t.admin).post(`/companies/${id}/restore`).expect(200);
    await t.delivered();

    for (const action of ['company.created', 'company.updated', 'company.deleted', 'company.restored']) {
      const rows = await rowsOf(action);
      expect(rows, action).toHaveLength(1);
      expect(rows[0], action).toMatchObject({ companyId: id, actorId: t.admin.id, targetType: 'company', targetId: id });
    }
    expect((await rowsOf('company.updated'))[0]!.metadata).toEqual({ fields: ['name', 'status'] });

    // An event written before its payload carried the actor (an older company.created) is still recorded.
    await t.db.domainEvent.create({
      data: { companyId: t.acme.company.id, name: 'company.created', payload: { company_id: t.acme.company.id, name: 'Acme' } },
    });
    await t.delivered();
    expect(await rowsOf('company.created')).toContainEqual(
      expect.objectContaining({ companyId: t.acme.company.id, actorId: null, targetId: t.acme.company.id }),
    );
  });

  it('records users created, updated, removed and a password set by someone else; never a password', async () => {
    const res = await t
      .as(t.manager)
      .post('/users')
      .send({
        name: 'Nova Auditada',
        email: 'nova.auditada@demo.dev',
        type: 'student',
        password: 'Senha@123',
        password_confirmation: 'Senha@123',
      })
      .expect(201);
    const id = res.body.data.id as number;
    await t.as(t.manager).put(`/users/${id}`).send({ name: 'Nome Novo' }).expect(200);
    const body = { password: 'Outra@1234', password_confirmation: 'Outra@1234' };
    await t.as(t.manager).post(`/users/${id}/change-password`).send(body).expect(200);
    // One's own password is not an admin action.
    const own = await t.create.user(t.demo, { type: 'tutor' });
    await t
      .as(own)
      .post(`/users/${own.id}/change-password`)
      .send({ ...body, current_password: PASSWORD })
      .expect(200);
    await t.as(t.manager).delete(`/users/${id}`).expect(200);
    await t.delivered();

    expect(await rowsOf('user.created')).toEqual([
      expect.objectContaining({ actorId: t.manager.id, targetId: id, metadata: { type: 'student' } }),
    ]);
    expect((await rowsOf('user.updated'))[0]).toMatchObject({ targetId: id, metadata: { fields: ['name'] } });
    expect(await rowsOf('user.password-reset')).toEqual([expect.objectContaining({ actorId: t.manager.id, targetId: id })]);
    expect((await rowsOf('user.deleted'))[0]).toMatchObject({ targetId: id, metadata: { account_deleted: true } });
    const all = JSON.stringify(await t.db.auditLog.findMany({ select: { metadata: true, action: true } }));
    expect(all).not.toContain('Outra@1234');
    expect(all).not.toContain('Senha@123');
  });

  it('records exports: grades CSV, sessions CSV, question bank, student-log PDF', async () => {
    const d = await t.create.discipline(t.demo, { name: 'Disciplina Auditada' });
    await t.as(t.manager).get(`/disciplines/${d.id}/grades/csv`).expect(202);
    await t.as(t.manager).post('/sessions/export/csv').expect(202);
    await t.create.question(t.demo, { disciplineId: d.id });
    await t.as(t.manager).post(`/quizzes/disciplines/${d.id}/export`).expect(200);
    const student = await t.create.user(t.demo, { type: 'student', name: 'Aluna do Relatório' });
    await t.as(null).post('/auth/login').send({ email: student.email, password: PASSWORD }).expect(200);
    await t.delivered();
    await t
      .as(t.manager)
      .get(`/logs/student/pdf?user_name=${encodeURIComponent('Aluna do Relatório')}`)
      .expect(202);
    await t.delivered();

    expect((await rowsOf('grade-export.requested'))[0]).toMatchObject({
      actorId: t.manager.id,
      targetType: 'discipline',
      targetId: d.id,
    });
    expect((await rowsOf('session-export.requested'))[0]).toMatchObject({ actorId: t.manager.id, targetType: 'session_export' });
    expect((await rowsOf('question-bank.exported'))[0]).toMatchObject({
      targetId: d.id,
      metadata: { question_count: 1 },
    });
    expect((await rowsOf('student-logs-pdf.requested'))[0]).toMatchObject({ actorId: t.manager.id, metadata: { row_count: 1 } });
  });

  it('a redelivered or replayed event writes no second row, and the app role cannot change one', async () => {
    await t.delivered();
    const before = await t.db.auditLog.count();
    expect(before).toBeGreaterThan(0);
    await t.db.$executeRaw`UPDATE domain_events SET status = 'pending', available_at = now(), delivered_at = NULL`;
    await t.delivered();
    expect(await t.db.auditLog.count()).toBe(before);
    const keys = await t.db.auditLog.findMany({ select: { sourceEventId: true } });
    expect(new Set(keys.map((k) => k.sourceEventId)).size).toBe(keys.length);
    // Append-only for the application's role (docs/audit.md).
    const grants = await t.db.$queryRaw<{ p: string }[]>`
      SELECT privilege_type AS p FROM information_schema.role_table_grants
       WHERE table_name = 'audit_log' AND grantee = 'trilha_app'`;
    expect(grants.map((g) => g.p).sort()).toEqual(expect.arrayContaining(['INSERT', 'SELECT']));
    expect(grants.map((g) => g.p)).not.toContain('UPDATE');
    expect(grants.map((g) => g.p)).not.toContain('DELETE');
  });
});

describe('GET /audit-logs', () => {
  it("lists every company's rows newest first, with names; filters by action, actor, company and dates; paginates", async () => {
    await t.delivered();
    const res = await t.as(t.admin).get('/audit-logs?per_page=5').expect(200);
    const total = await t.db.auditLog.count();
    expect(res.body.meta).toEqual({ current_page: 1, per_page: 5, total, last_page: Math.ceil(total / 5) });
    expect(res.body.data).toHaveLength(5);
    const times = res.body.data.map((r: { created_at: string }) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    // Across tenants: the company created above is not the host's.
    const onAcme = await t.as(t.admin, t.acme).get(`/audit-logs?action=company.created&actor_id=${t.admin.id}`).expect(200);
    expect(onAcme.body.data[0]).toMatchObject({
      action: 'company.created',
      company: { name: 'Auditada Ltda' },
      actor: { id: t.admin.id },
      target_type: 'company',
      target_name: 'Auditada Ltda',
    });

    const byActor = await t.as(t.admin).get(`/audit-logs?actor_id=${t.manager.id}&per_page=100`).expect(200);
    expect(byActor.body.data.length).toBeGreaterThan(0);
    expect(byActor.body.data.every((r: { actor_id: number }) => r.actor_id === t.manager.id)).toBe(true);
    const byCompany = await t.as(t.admin).get(`/audit-logs?company_id=${t.demo.company.id}&per_page=100`).expect(200);
    expect(byCompany.body.data.every((r: { company: { id: number } }) => r.company.id === t.demo.company.id)).toBe(true);
    const passwordRows = await t.as(t.admin).get('/audit-logs?action=user.password-reset').expect(200);
    expect(passwordRows.body.data[0]).toMatchObject({ target_name: 'Nome Novo', actor: { name: 'Gerente Demo' } });

    const future = await t.as(t.admin).get('/audit-logs?start_date_time=2999-01-01').expect(200);
    expect(future.body).toMatchObject({ data: [], meta: { total: 0 } });
    const past = await t.as(t.admin).get('/audit-logs?end_date_time=2000-01-01T00:00Z').expect(200);
    expect(past.body.meta.total).toBe(0);
    const day = await t.as(t.admin).get(`/audit-logs?start_date_time=2000-01-01&end_date_time=2999-12-31`).expect(200);
    expect(day.body.meta.total).toBe(total);
    const page2 = await t.as(t.admin).get('/audit-logs?per_page=5&page=2').expect(200);
    expect(page2.body.data[0].id).not.toBe(res.body.data[0].id);
  });

  it('401 without a token, 403 for every role but admin', async () => {
    await t.as(null).get('/audit-logs').expect(401);
    for (const type of USER_TYPES.filter((r) => r !== 'admin')) {
      const u = await t.create.user(t.demo, { type });
      const res = await t.as(u).get('/audit-logs').expect(403);
      expect(res.body.code, type).toBe('FORBIDDEN');
    }
  });

  it('422 with a clear message for hostile or malformed filters, never a 500', async () => {
    const bad = [
      'action=nope',
      `action=${encodeURIComponent(AUDIT_ACTIONS[0] + '\u0000')}`,
      'actor_id=99999999999999999999',
      'actor_id=abc',
      'company_id=-1',
      'start_date_time=2026-02-31',
      'end_date_time=ontem',
      `start_date_time=${'9'.repeat(5000)}`,
      'page=0',
      'per_page=1000',
    ];
    for (const q of bad) {
      const res = await t.as(t.admin).get(`/audit-logs?${q}`);
      expect(res.status, q).toBe(422);
      expect(typeof res.body.message, q).toBe('string');
    }
    await t.as(t.admin).get('/audit-logs?actor_id=2147483647').expect(200);
  });
});
