import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { appRoleUrl } from '@trilha/db';
import { USER_TYPES, type UserType } from '@trilha/shared/kernel';
import type { TestTenant, TestUser } from '../support/factories.ts';
import { setupApiTest } from '../support/fixture.ts';

/**
 * The counts the database keeps by trigger (migration member_and_inscription_counts;
 * docs/list-queries.md "Counts kept by the database"): GET /users' total on its default screen and
 * per role, GET /disciplines' inscriptions_count. After every path that changes what they count,
 * what the API answers must equal a count of the rows themselves, in the company changed and no
 * other.
 */
const t = setupApiTest();

const newUser = (o: Record<string, unknown> = {}) => ({
  name: `Pessoa ${Math.random().toString(36).slice(2, 8)}`,
  email: `k${Math.random().toString(36).slice(2, 10)}@example.com`,
  type: 'student',
  password: 'Senha@123',
  password_confirmation: 'Senha@123',
  ...o,
});

/** The tenant's live members per type, counted from the rows: what the kept counts must say. */
async function membersCounted(tenant: TestTenant): Promise<Partial<Record<UserType, number>>> {
  const rows = await t.db.$queryRaw<{ type: UserType; n: number }[]>`
    SELECT u.type::text AS type, count(*)::int AS n
      FROM company_users m JOIN users u ON u.id = m.user_id AND u.deleted_at IS NULL
     WHERE m.company_id = ${tenant.company.id} GROUP BY 1`;
  return Object.fromEntries(rows.map((r) => [r.type, r.n]));
}

/**
 * GET /users' totals on `tenant` (read by the platform admin, who is no member): the default
 * screen, each role alone, two roles together, and a filter every member matches (search '@',
 * every e-mail has one), which the kept counts cannot answer: the exact count of the rows.
 */
async function expectMemberTotals(tenant: TestTenant) {
  const total = async (query: Record<string, string>) =>
    (await t.as(t.admin, tenant).get('/users').query(query).expect(200)).body.meta.total as number;
  const truth = await membersCounted(tenant);
  const all = Object.values(truth).reduce((a, b) => a + b, 0);
  const byType: Partial<Record<UserType, number>> = {};
  for (const type of USER_TYPES) {
    const n = await total({ role: type });
    if (n) byType[type] = n;
  }
  expect(byType).toEqual(truth);
  expect(await total({})).toBe(all);
  expect(await total({ search: '@' })).toBe(all);
  expect(await total({ role: 'student,tutor' })).toBe((truth.student ?? 0) + (truth.tutor ?? 0));
  return truth;
}

const activeCounted = async (disciplineId: number) =>
  t.db.disciplineInscription.count({ where: { disciplineId, status: 'active' } });

/** inscriptions_count of GET /disciplines/{id} and of the discipline's row in GET /disciplines, against the rows. */
async function expectInscriptionCount(tenant: TestTenant, who: TestUser, d: { id: number; name: string }) {
  const truth = await activeCounted(d.id);
  const one = await t.as(who, tenant).get(`/disciplines/${d.id}`).expect(200);
  expect(one.body.data.inscriptions_count).toBe(truth);
  const list = await t.as(who, tenant).get('/disciplines').query({ search: d.name }).expect(200);
  expect(list.body.data.map((x: { id: number; inscriptions_count: number }) => [x.id, x.inscriptions_count])).toEqual([
    [d.id, truth],
  ]);
  return truth;
}

describe('GET /users total, kept per company and type', () => {
  it('follows POST /users, a type change, DELETE /users (membership, then account) and company responsibles, per company', async () => {
    const a = await t.create.tenant();
    const b = await t.create.tenant();
    const boss = await t.create.user(a, { type: 'manager' });
    expect(await expectMemberTotals(a)).toEqual({ manager: 1 });
    expect(await expectMemberTotals(b)).toEqual({});

    const created: number[] = [];
    for (const type of ['student', 'student', 'student', 'tutor'])
      created.push((await t.as(boss, a).post('/users').send(newUser({ type })).expect(201)).body.data.id);
    expect(await expectMemberTotals(a)).toEqual({ manager: 1, student: 3, tutor: 1 });
    expect(await expectMemberTotals(b)).toEqual({});

    // An admin creates a member of another company from this host: that company's count only.
    await t
      .as(t.admin, a)
      .post('/users')
      .send(newUser({ company_id: b.company.id }))
      .expect(201);
    expect(await expectMemberTotals(a)).toEqual({ manager: 1, student: 3, tutor: 1 });
    expect(await expectMemberTotals(b)).toEqual({ student: 1 });

    // A's first student becomes B's responsible: a member of both.
    const shared = created[0]!;
    await t.as(t.admin).put(`/companies/${b.company.id}`).send({ responsible_id: shared }).expect(200);
    expect(await expectMemberTotals(b)).toEqual({ student: 2 });
    // A new company with a responsible: its first member.
    const c = await t.as(t.admin).post('/companies').send({ name: 'Terceira', domain: 'terceira-kc', responsible_id: boss.id });
    expect(c.status).toBe(201);
    const third = { company: { id: c.body.data.id as number }, host: 'terceira-kc.localhost' } as TestTenant;
    expect(await expectMemberTotals(third)).toEqual({ manager: 1 });

    // Type change of a member of two companies: moves in both.
    await t.as(t.admin, a).put(`/users/${shared}`).send({ type: 'tutor' }).expect(200);
    expect(await expectMemberTotals(a)).toEqual({ manager: 1, student: 2, tutor: 2 });
    expect(await expectMemberTotals(b)).toEqual({ student: 1, tutor: 1 });
    // A change that is not of the type (the responsible, the name) moves nothing.
    await t.as(boss, a).put(`/users/${created[1]}`).send({ name: 'Outro Nome', user_responsible: boss.id }).expect(200);
    expect(await expectMemberTotals(a)).toEqual({ manager: 1, student: 2, tutor: 2 });

    // DELETE on A: leaves A only (still a member of B, not deleted).
    await t.as(t.admin, a).delete(`/users/${shared}`).expect(200);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: shared } })).deletedAt).toBeNull();
    expect(await expectMemberTotals(a)).toEqual({ manager: 1, student: 2, tutor: 1 });
    expect(await expectMemberTotals(b)).toEqual({ student: 1, tutor: 1 });
    // DELETE on B, their last company: the account is soft-deleted.
    await t.as(t.admin, b).delete(`/users/${shared}`).expect(200);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: shared } })).deletedAt).not.toBeNull();
    expect(await expectMemberTotals(b)).toEqual({ student: 1 });

    // A refused creation (duplicate e-mail) changes nothing.
    const taken = (await t.db.user.findUniqueOrThrow({ where: { id: created[1] } })).email;
    await t
      .as(boss, a)
      .post('/users')
      .send(newUser({ email: taken }))
      .expect(422);
    expect(await expectMemberTotals(a)).toEqual({ manager: 1, student: 2, tutor: 1 });
  });

  it('stays exact under concurrent creations in one company, and answers the student seats', async () => {
    const a = await t.create.tenant();
    const boss = await t.create.user(a, { type: 'manager' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t
          .as(boss, a)
          .post('/users')
          .send(newUser())
          .then((r) => r.status),
      ),
    );
    expect(answers).toEqual(Array(8).fill(201));
    expect(await expectMemberTotals(a)).toEqual({ manager: 1, student: 8 });
    // The seat check reads the same counts: 8 students of 9 seats, one more fits, then none.
    await t.db.company.update({ where: { id: a.company.id }, data: { students: 9 } });
    await t.as(boss, a).post('/users').send(newUser()).expect(201);
    const full = await t.as(boss, a).post('/users').send(newUser()).expect(422);
    expect(full.body.message).toBe('A empresa atingiu o limite de licenças de alunos');
    expect(await expectMemberTotals(a)).toEqual({ manager: 1, student: 9 });
  });

  it('follows writes below the API: soft delete and restore, bulk inserts, deletion for good, rollback, company deletion', async () => {
    const a = await t.create.tenant();
    const b = await t.create.tenant();
    const one = await t.create.user(a);
    await t.db.companyUser.create({ data: { companyId: b.company.id, userId: one.id } });
    expect(await expectMemberTotals(a)).toEqual({ student: 1 });

    // Soft delete and restore of a member (the users row only).
    await t.db.user.update({ where: { id: one.id }, data: { deletedAt: new Date() } });
    expect(await expectMemberTotals(a)).toEqual({});
    expect(await expectMemberTotals(b)).toEqual({});
    await t.db.user.update({ where: { id: one.id }, data: { deletedAt: null } });
    expect(await expectMemberTotals(a)).toEqual({ student: 1 });
    expect(await expectMemberTotals(b)).toEqual({ student: 1 });

    // A bulk insert of users and memberships (one statement each), as an import would.
    const tag = Math.random().toString(36).slice(2, 8);
    await t.db.user.createMany({
      data: Array.from({ length: 40 }, (_, i) => ({
        name: `Lote ${i}`,
        email: `lote-${tag}-${i}@example.com`,
        passwordHash: 'x',
        type: i % 4 === 0 ? ('teacher' as const) : ('student' as const),
      })),
    });
    // In insertion order: the first 20 are 5 teachers (i % 4 = 0) and 15 students, as the last 20.
    const batch = await t.db.user.findMany({
      where: { email: { startsWith: `lote-${tag}-` } },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
    await t.db.companyUser.createMany({ data: batch.map((u) => ({ companyId: a.company.id, userId: u.id })) });
    expect(await expectMemberTotals(a)).toEqual({ student: 31, teacher: 10 });
    // Removed in bulk, too.
    await t.db.companyUser.deleteMany({
      where: { companyId: a.company.id, userId: { in: batch.slice(0, 20).map((u) => u.id) } },
    });
    expect(await expectMemberTotals(a)).toEqual({ student: 16, teacher: 5 });

    // Deleted for good: the memberships of both companies go with the user.
    await t.db.user.delete({ where: { id: one.id } });
    expect(await expectMemberTotals(a)).toEqual({ student: 15, teacher: 5 });
    expect(await expectMemberTotals(b)).toEqual({});

    // A transaction that rolls back leaves the counts as they were.
    const extra = await t.create.user(null);
    await expect(
      t.db.$transaction(async (tx) => {
        await tx.companyUser.create({ data: { companyId: a.company.id, userId: extra.id } });
        await tx.user.update({ where: { id: batch[30]!.id }, data: { type: 'tutor' } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await expectMemberTotals(a)).toEqual({ student: 15, teacher: 5 });

    // A company deleted for good takes its counts with it, without error.
    await t.db.company.delete({ where: { id: a.company.id } });
    expect(await t.db.companyMemberCount.count({ where: { companyId: a.company.id } })).toBe(0);
  });
});

describe('GET /disciplines inscriptions_count, kept per discipline', () => {
  it('follows enrolment (one, many, CSV), status changes and unenrolment, per discipline and per tenant', async () => {
    const d = await t.create.discipline(t.demo, { name: `Contada ${Math.random().toString(36).slice(2, 8)}` });
    const other = await t.create.discipline(t.demo, { name: `Vizinha ${Math.random().toString(36).slice(2, 8)}` });
    const foreign = await t.create.discipline(t.acme, { name: `Alheia ${Math.random().toString(36).slice(2, 8)}` });
    const acmeManager = await t.create.user(t.acme, { type: 'manager' });
    const people = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.create.user(t.demo, {
          type: i === 5 ? 'tutor' : 'student',
          email: `kc${i}-${Math.random().toString(36).slice(2, 8)}@example.com`,
        }),
      ),
    );
    await t.create.enroll(t.acme, foreign.id, (await t.create.user(t.acme)).id);
    await t.create.enroll(t.demo, other.id, people[0]!.id);
    expect(await expectInscriptionCount(t.demo, t.manager, d)).toBe(0);

    const one = await t.as(t.manager).post('/discipline-inscriptions').send({ discipline_id: d.id, user_id: people[0]!.id });
    expect(one.status).toBe(201);
    expect(await expectInscriptionCount(t.demo, t.manager, d)).toBe(1);
    await t
      .as(t.manager)
      .post('/discipline-inscriptions')
      .send({ discipline_id: d.id, users_ids: [people[1]!.id, people[2]!.id, people[5]!.id] })
      .expect(201);
    expect(await expectInscriptionCount(t.demo, t.manager, d)).toBe(4);
    // All or nothing: one refused user (already enrolled) and nobody is enrolled, nothing counted.
    await t
      .as(t.manager)
      .post('/discipline-inscriptions')
      .send({ discipline_id: d.id, users_ids: [people[3]!.id, people[0]!.id] })
      .expect(422);
    expect(await expectInscriptionCount(t.demo, t.manager, d)).toBe(4);
    const csv = `email\n${people[3]!.email}\n${people[4]!.email}\n`;
    await t.as(t.manager).post('/discipline-inscriptions/import').send({ discipline_id: d.id, csv }).expect(201);
    expect(await expectInscriptionCount(t.demo, t.manager, d)).toBe(6);

    const rows = await t.db.disciplineInscription.findMany({ where: { disciplineId: d.id }, orderBy: { id: 'asc' } });
    const update = (id: number, body: Record<string, unknown>) =>
      t.as(t.manager).post(`/discipline-inscriptions/${id}/update`).send(body).expect(200);
    await update(rows[0]!.id, { status: 'finished' });
    expect(await expectInscriptionCount(t.demo, t.manager, d)).toBe(5);
    await update(rows[1]!.id, { status: 'canceled' });
    await update(rows[0]!.id, { status: 'canceled' }); // not active before or after: no change
    expect(await expectInscriptionCount(t.demo, t.manager, d)).toBe(4);
    await update(rows[1]!.id, { status: 'active' });
    await update(rows[2]!.id, { finished_at: '2099-12-31' }); // the window only: no change
    expect(await expectInscriptionCount(t.demo, t.manager, d)).toBe(5);

    await t.as(t.manager).delete(`/discipline-inscriptions/${rows[0]!.id}`).expect(200); // canceled: no change
    expect(await expectInscriptionCount(t.demo, t.manager, d)).toBe(5);
    await t.as(t.manager).delete(`/discipline-inscriptions/${rows[2]!.id}`).expect(200);
    expect(await expectInscriptionCount(t.demo, t.manager, d)).toBe(4);

    // The neighbour and the other tenant's discipline kept theirs.
    expect(await expectInscriptionCount(t.demo, t.manager, other)).toBe(1);
    expect(await expectInscriptionCount(t.acme, acmeManager, foreign)).toBe(1);
    // The other tenant's count is not readable from this host.
    await t.as(t.manager).get(`/disciplines/${foreign.id}`).expect(404);

    // A user deleted for good takes their inscriptions, and their count, with them.
    await t.db.user.delete({ where: { id: people[4]!.id } });
    expect(await expectInscriptionCount(t.demo, t.manager, d)).toBe(3);
    // DELETE /disciplines (soft): gone from the list; deleted for good, its count row goes too.
    await t.as(t.manager).delete(`/disciplines/${d.id}`).expect(200);
    await t.as(t.manager).get(`/disciplines/${d.id}`).expect(404);
    await t.db.discipline.delete({ where: { companyId_id: { companyId: t.demo.company.id, id: d.id } } });
    expect(await t.db.disciplineInscriptionCount.count({ where: { disciplineId: d.id } })).toBe(0);
    expect(await expectInscriptionCount(t.demo, t.manager, other)).toBe(1);
  });
});

describe('the kept counts in the database', () => {
  it('are read-only for the app role, confined to its tenant', async () => {
    await t.create.user(t.acme);
    const app = new pg.Client({ connectionString: appRoleUrl(t.url) });
    await app.connect();
    try {
      await app.query(`SELECT set_config('trilha.company_id', $1, false)`, [String(t.demo.company.id)]);
      const seen = await app.query<{ company_id: number }>('SELECT DISTINCT company_id FROM company_member_counts');
      expect(seen.rows.map((r) => r.company_id)).toEqual([t.demo.company.id]);
      await expect(app.query(`UPDATE company_member_counts SET members = 0`)).rejects.toThrow(/permission denied/);
      await expect(app.query(`DELETE FROM discipline_inscription_counts`)).rejects.toThrow(/permission denied/);
      await expect(app.query(`SELECT trilha_refresh_counts()`)).rejects.toThrow(/permission denied/);
    } finally {
      await app.end();
    }
  });

  it('are recounted by trilha_refresh_counts after writes that skipped the triggers (seed, restore, the migration)', async () => {
    const a = await t.create.tenant();
    const d = await t.create.discipline(a, { name: `Recontada ${Math.random().toString(36).slice(2, 8)}` });
    const boss = await t.create.user(a, { type: 'manager' });
    const c = new pg.Client({ connectionString: t.url });
    await c.connect();
    try {
      await c.query('BEGIN');
      await c.query('SET LOCAL session_replication_role = replica');
      const { rows } = await c.query<{ id: number }>(
        `INSERT INTO users (name, email, password_hash, type, updated_at)
         SELECT 'Sem gatilho ' || g, 'sem-gatilho-' || g || '-' || $1 || '@example.com', 'x', 'student', now()
           FROM generate_series(1, 5) g RETURNING id`,
        [a.company.id],
      );
      await c.query(`INSERT INTO company_users (company_id, user_id) SELECT $1, unnest($2::int[])`, [
        a.company.id,
        rows.map((r) => r.id),
      ]);
      await c.query(`INSERT INTO discipline_inscriptions (company_id, discipline_id, user_id) SELECT $1, $2, unnest($3::int[])`, [
        a.company.id,
        d.id,
        rows.map((r) => r.id),
      ]);
      await c.query('COMMIT');
      // The triggers did not see them: the counts are behind the rows.
      expect((await t.as(t.admin, a).get('/users').expect(200)).body.meta.total).toBe(1);
      await c.query('SELECT trilha_refresh_counts($1)', [a.company.id]);
    } finally {
      await c.end();
    }
    expect(await expectMemberTotals(a)).toEqual({ manager: 1, student: 5 });
    expect(await expectInscriptionCount(a, boss, d)).toBe(5);
  });
});
