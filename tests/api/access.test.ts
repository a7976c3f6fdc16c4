// @trilha/access against real PostgreSQL, through the tenant-bound client: sets that mix allowed,
// hidden, locked, other-tenant, deleted and nonexistent ids, role by role, and the number of
// statements one call costs whatever the number of ids.
import { beforeAll, describe, expect, it } from 'vitest';
import { allowed, decide, itemLock, type AccessAction, type AccessActor, type AccessDb } from '@trilha/access';
import { runAsTenant } from '@trilha/db';
import { setupDbTest } from '../support/fixture.ts';
import type { TestTenant, TestUser } from '../support/factories/index.ts';

const t = setupDbTest();

let demo: TestTenant;
let acme: TestTenant;
const u = {} as Record<'student' | 'student2' | 'tutor' | 'teacher' | 'teacher2' | 'manager' | 'supervisor', TestUser>;
const d = {} as Record<'open' | 'hidden' | 'owned' | 'expired' | 'deleted' | 'supplied' | 'acme', number>;
const i = {} as Record<
  'visible' | 'hidden' | 'locked' | 'unlocked' | 'notYet' | 'closed' | 'deleted' | 'ofDeletedMaterial' | 'acme' | 'task',
  number
>;
const q = {} as Record<'open' | 'owned' | 'wideOwn' | 'wideOther' | 'acme', number>;
const s = {} as Record<'student' | 'student2', number>;
const f = {} as Record<'visible' | 'locked' | 'submission' | 'orphan', number>;
const MISSING = 987_654;
let materials: number[] = [];
const OUT_OF_RANGE = 2 ** 31;

const as = (actor: TestUser): AccessActor => ({ id: actor.id, type: actor.type });
const inDemo = <T>(fn: () => Promise<T>) => runAsTenant(demo.company.id, fn);
const allowedIn = (who: TestUser, action: AccessAction, ids: number[]) => inDemo(() => allowed(t.tenantDb, as(who), action, ids));
const decisions = async (who: TestUser, action: AccessAction, ids: number[]) =>
  Object.fromEntries(await inDemo(() => decide(t.tenantDb, as(who), action, ids)));
const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);
const ids = (...xs: number[]) => [...xs].sort((a, b) => a - b);

beforeAll(async () => {
  const c = t.create;
  demo = await c.tenant();
  acme = await c.tenant();
  for (const type of ['student', 'tutor', 'teacher', 'manager', 'supervisor'] as const) u[type] = await c.user(demo, { type });
  u.student2 = await c.user(demo, { type: 'student' });
  u.teacher2 = await c.user(demo, { type: 'teacher' });

  d.open = (await c.discipline(demo)).id;
  d.hidden = (await c.discipline(demo, { visible: false })).id;
  d.owned = (await c.discipline(demo)).id;
  d.expired = (await c.discipline(demo)).id;
  d.deleted = (await c.discipline(demo)).id;
  d.supplied = (await c.discipline(demo, { type: 'supplied' })).id;
  d.acme = (await c.discipline(acme)).id;
  await t.db.discipline.updateMany({ where: { id: d.owned }, data: { ownerId: u.teacher.id } });
  await t.db.discipline.updateMany({ where: { id: d.deleted }, data: { deletedAt: new Date() } });
  for (const id of [d.open, d.hidden, d.expired, d.deleted]) await c.enroll(demo, id, u.student.id);
  await c.enroll(demo, d.open, u.student2.id);
  await c.enroll(demo, d.open, u.tutor.id, 'tutor');
  await c.enroll(demo, d.hidden, u.tutor.id, 'tutor');
  await c.enroll(demo, d.open, u.teacher.id, 'teacher');
  await t.db.disciplineInscription.updateMany({
    where: { disciplineId: d.expired },
    data: { startedAt: new Date(Date.now() - 20 * 86_400_000), finishedAt: new Date(Date.now() - 86_400_000) },
  });
  // Enrolled in acme's discipline too: the rule still never crosses tenants.
  await t.db.disciplineInscription.create({ data: { companyId: acme.company.id, disciplineId: d.acme, userId: u.student.id } });

  const m = await c.material(demo, d.open);
  const gone = await c.material(demo, d.open);
  await t.db.material.updateMany({ where: { id: gone.id }, data: { deletedAt: new Date() } });
  materials = [m.id, gone.id];
  const item = async (o: Parameters<typeof c.materialItem>[2] = {}) => (await c.materialItem(demo, m.id, o)).id;
  i.visible = await item({ type: 'url', url: 'https://example.com' });
  i.hidden = await item({ visible: false });
  i.locked = await item();
  i.unlocked = await item();
  i.notYet = await item();
  i.closed = await item();
  i.deleted = await item();
  i.task = await item({ type: 'task' });
  i.ofDeletedMaterial = (await c.materialItem(demo, gone.id)).id;
  i.acme = (await c.materialItem(acme, (await c.material(acme, d.acme)).id)).id;
  await t.db.materialItem.updateMany({ where: { id: { in: [i.locked, i.unlocked] } }, data: { passwordHash: 'x' } });
  await t.db.materialItem.updateMany({ where: { id: i.deleted }, data: { deletedAt: new Date() } });
  await t.db.materialItemUnlock.create({
    data: {
      companyId: demo.company.id,
      userId: u.student.id,
      materialItemId: i.unlocked,
      expiresAt: new Date(Date.now() + 3_600_000),
    },
  });
  const day = 86_400_000;
  await t.db.materialItemSettings.create({
    data: { companyId: demo.company.id, materialItemId: i.notYet, availableFrom: new Date(Date.now() + day) },
  });
  await t.db.materialItemSettings.create({
    data: { companyId: demo.company.id, materialItemId: i.closed, availableUntil: new Date(Date.now() - day) },
  });

  q.open = (await c.question(demo, { disciplineId: d.open })).id;
  q.owned = (await c.question(demo, { disciplineId: d.owned })).id;
  q.wideOwn = (await c.question(demo, { disciplineId: null, authorId: u.teacher.id })).id;
  q.wideOther = (await c.question(demo, { disciplineId: null, authorId: u.teacher2.id })).id;
  q.acme = (await c.question(acme, { disciplineId: d.acme })).id;

  const file = async (tenant: TestTenant) =>
    (
      await t.db.file.create({
        data: {
          companyId: tenant.company.id,
          storageKey: `private/c${tenant.company.id}/f-${Math.random()}`,
          originalName: 'a.pdf',
          mimeType: 'application/pdf',
          size: 1,
        },
      })
    ).id;
  f.visible = await file(demo);
  f.locked = await file(demo);
  f.submission = await file(demo);
  f.orphan = await file(demo);
  await t.db.materialItem.updateMany({ where: { id: i.visible }, data: { audioFileId: f.visible } });
  await t.db.materialItem.updateMany({ where: { id: i.locked }, data: { fileId: f.locked } });
  s.student = (await c.submission(demo, i.task, u.student.id)).id;
  s.student2 = (await c.submission(demo, i.task, u.student2.id)).id;
  await t.db.assignmentSubmission.updateMany({ where: { id: s.student }, data: { fileId: f.submission } });
});

describe('discipline actions', () => {
  const all = () => [d.open, d.hidden, d.owned, d.expired, d.deleted, d.supplied, d.acme, MISSING, OUT_OF_RANGE];

  it('discipline:read: enrolled inside the window or owner, visible for students; staff any of the tenant', async () => {
    expect(sorted(await allowedIn(u.student, 'discipline:read', all()))).toEqual([d.open]);
    expect(sorted(await allowedIn(u.tutor, 'discipline:read', all()))).toEqual(ids(d.open, d.hidden));
    expect(sorted(await allowedIn(u.teacher, 'discipline:read', all()))).toEqual(ids(d.open, d.owned));
    expect(sorted(await allowedIn(u.teacher2, 'discipline:read', all()))).toEqual([]);
    const staff = ids(d.open, d.hidden, d.owned, d.expired, d.supplied);
    expect(sorted(await allowedIn(u.manager, 'discipline:read', all()))).toEqual(staff);
    expect(sorted(await allowedIn(u.supervisor, 'discipline:read', all()))).toEqual(staff);
    // Every refused id, whatever the reason, is the same 404: an outsider learns nothing.
    expect(await decisions(u.student, 'discipline:read', all())).toEqual({
      [d.open]: null,
      [d.hidden]: 'DISCIPLINE_NOT_FOUND',
      [d.owned]: 'DISCIPLINE_NOT_FOUND',
      [d.expired]: 'DISCIPLINE_NOT_FOUND',
      [d.deleted]: 'DISCIPLINE_NOT_FOUND',
      [d.supplied]: 'DISCIPLINE_NOT_FOUND',
      [d.acme]: 'DISCIPLINE_NOT_FOUND',
      [MISSING]: 'DISCIPLINE_NOT_FOUND',
      [OUT_OF_RANGE]: 'DISCIPLINE_NOT_FOUND',
    });
  });

  it('discipline:manage and discipline:edit: teaching enrolment or ownership, manage-any staff; supplied ones are not edited', async () => {
    expect(sorted(await allowedIn(u.teacher, 'discipline:manage', all()))).toEqual(ids(d.open, d.owned));
    expect(sorted(await allowedIn(u.tutor, 'discipline:manage', all()))).toEqual([]);
    expect(sorted(await allowedIn(u.supervisor, 'discipline:manage', all()))).toEqual([]);
    expect(sorted(await allowedIn(u.manager, 'discipline:manage', all()))).toEqual(
      ids(d.open, d.hidden, d.owned, d.expired, d.supplied),
    );
    expect(await decisions(u.tutor, 'discipline:manage', [d.open, d.owned])).toEqual({
      [d.open]: 'DISCIPLINE_NOT_EDITABLE',
      [d.owned]: 'DISCIPLINE_NOT_FOUND',
    });
    expect(await decisions(u.manager, 'discipline:edit', [d.open, d.supplied, d.acme])).toEqual({
      [d.open]: null,
      [d.supplied]: 'DISCIPLINE_SUPPLIED',
      [d.acme]: 'DISCIPLINE_NOT_FOUND',
    });
  });
});

describe('item actions', () => {
  const all = () => Object.values(i).concat(MISSING);

  it('item:read hides hidden items from students; deleted items, deleted materials and other tenants are nobody’s', async () => {
    const readable = ids(i.visible, i.locked, i.unlocked, i.notYet, i.closed, i.task);
    expect(sorted(await allowedIn(u.student, 'item:read', all()))).toEqual(readable);
    expect(sorted(await allowedIn(u.tutor, 'item:read', all()))).toEqual(ids(...readable, i.hidden));
    expect(sorted(await allowedIn(u.teacher2, 'item:read', all()))).toEqual([]);
    expect(sorted(await allowedIn(u.manager, 'item:manage', all()))).toEqual(ids(...readable, i.hidden));
    expect((await decisions(u.tutor, 'item:manage', [i.visible]))[i.visible]).toBe('DISCIPLINE_NOT_EDITABLE');
  });

  it('item:open: locked by password until unlocked, outside the window unavailable; staff open everything', async () => {
    expect(await decisions(u.student, 'item:open', all())).toEqual({
      [i.visible]: null,
      [i.task]: null,
      [i.unlocked]: null,
      [i.locked]: 'MATERIAL_ITEM_LOCKED',
      [i.notYet]: 'MATERIAL_ITEM_UNAVAILABLE',
      [i.closed]: 'MATERIAL_ITEM_UNAVAILABLE',
      [i.hidden]: 'MATERIAL_ITEM_NOT_FOUND',
      [i.deleted]: 'MATERIAL_ITEM_NOT_FOUND',
      [i.ofDeletedMaterial]: 'MATERIAL_ITEM_NOT_FOUND',
      [i.acme]: 'MATERIAL_ITEM_NOT_FOUND',
      [MISSING]: 'MATERIAL_ITEM_NOT_FOUND',
    });
    // Another student has not given the password: the unlock is the student's own.
    expect((await decisions(u.student2, 'item:open', [i.unlocked]))[i.unlocked]).toBe('MATERIAL_ITEM_LOCKED');
    expect(sorted(await allowedIn(u.tutor, 'item:open', all()))).toEqual(
      ids(i.visible, i.hidden, i.locked, i.unlocked, i.notYet, i.closed, i.task),
    );
  });

  it('itemLock is one rule: window before password, nothing for staff', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const facts = { availableFrom: null, availableUntil: null, hasPassword: false, unlocked: false };
    const student = { type: 'student' as const };
    expect(itemLock(student, facts, now)).toBeNull();
    expect(itemLock(student, { ...facts, hasPassword: true }, now)).toBe('password');
    expect(itemLock(student, { ...facts, hasPassword: true, unlocked: true }, now)).toBeNull();
    expect(itemLock(student, { ...facts, hasPassword: true, availableFrom: new Date('2030-02-01') }, now)).toBe(
      'not_yet_available',
    );
    expect(itemLock(student, { ...facts, availableUntil: new Date('2029-12-31') }, now)).toBe('closed');
    expect(itemLock({ type: 'tutor' }, { ...facts, hasPassword: true, availableUntil: new Date('2029-12-31') }, now)).toBeNull();
  });
});

describe('question, submission and file actions', () => {
  it('question:read and question:manage: by the discipline, or by the author for company-wide ones', async () => {
    const all = [q.open, q.owned, q.wideOwn, q.wideOther, q.acme, MISSING];
    expect(await decisions(u.teacher, 'question:manage', all)).toEqual({
      [q.open]: null,
      [q.owned]: null,
      [q.wideOwn]: null,
      [q.wideOther]: 'QUESTION_NOT_EDITABLE',
      [q.acme]: 'QUESTION_NOT_FOUND',
      [MISSING]: 'QUESTION_NOT_FOUND',
    });
    expect(await decisions(u.tutor, 'question:manage', [q.open, q.owned])).toEqual({
      [q.open]: 'DISCIPLINE_NOT_EDITABLE',
      [q.owned]: 'QUESTION_NOT_FOUND',
    });
    expect(sorted(await allowedIn(u.teacher2, 'question:read', all))).toEqual(ids(q.wideOwn, q.wideOther));
    expect(sorted(await allowedIn(u.manager, 'question:manage', all))).toEqual(ids(q.open, q.owned, q.wideOwn, q.wideOther));
  });

  it('submission:read: its student, or reviewers who may read the discipline', async () => {
    const all = [s.student, s.student2, MISSING];
    expect(sorted(await allowedIn(u.student, 'submission:read', all))).toEqual([s.student]);
    expect(sorted(await allowedIn(u.tutor, 'submission:read', all))).toEqual(ids(s.student, s.student2));
    expect(sorted(await allowedIn(u.teacher2, 'submission:read', all))).toEqual([]);
    expect(sorted(await allowedIn(u.manager, 'submission:read', all))).toEqual(ids(s.student, s.student2));
  });

  it('file:download: a file of an item open to the caller, or of a submission they may read', async () => {
    const all = [f.visible, f.locked, f.submission, f.orphan, MISSING];
    expect(sorted(await allowedIn(u.student, 'file:download', all))).toEqual(ids(f.visible, f.submission));
    expect(sorted(await allowedIn(u.student2, 'file:download', all))).toEqual([f.visible]);
    expect(sorted(await allowedIn(u.tutor, 'file:download', all))).toEqual(ids(f.visible, f.locked, f.submission));
    expect(sorted(await allowedIn(u.teacher2, 'file:download', all))).toEqual([]);
  });
});

describe('cost and scope', () => {
  /** The tenant client, counting the statements sent through it. */
  const counting = () => {
    const calls = { n: 0 };
    const db: AccessDb = {
      $queryRaw: ((...args: Parameters<AccessDb['$queryRaw']>) => {
        calls.n += 1;
        return t.tenantDb.$queryRaw(...args);
      }) as AccessDb['$queryRaw'],
    };
    return { db, calls };
  };

  it('one call for 100 ids costs one statement (two for files), whatever the mix', async () => {
    // The real ids of the set-up (allowed, hidden, locked, deleted, other tenant's), then unknown ones up to 100.
    const hundred = (real: number[]) => [...real, ...Array.from({ length: 100 - real.length }, (_, k) => MISSING + 1 + k)];
    const cases: [AccessAction, number[], number][] = [
      ['discipline:read', Object.values(d), 1],
      ['discipline:edit', Object.values(d), 1],
      ['material:manage', materials, 1],
      ['item:open', Object.values(i), 1],
      ['question:manage', Object.values(q), 1],
      ['submission:read', Object.values(s), 1],
      ['file:download', Object.values(f), 2],
    ];
    for (const [action, real, statements] of cases) {
      const { db, calls } = counting();
      const asked = hundred(real);
      expect(new Set(asked).size).toBe(100);
      const decided = await inDemo(() => decide(db, as(u.student), action, asked));
      expect(decided.size, action).toBe(100);
      expect(calls.n, action).toBe(statements);
    }
  });

  it('asks nothing for no ids, and refuses to run outside a tenant scope', async () => {
    const { db, calls } = counting();
    expect(await inDemo(() => allowed(db, as(u.manager), 'item:read', []))).toEqual(new Set());
    expect(calls.n).toBe(0);
    await expect(allowed(t.tenantDb, as(u.manager), 'discipline:read', [d.open])).rejects.toThrow(/outside a tenant scope/);
  });

  it('as acme, demo’s records are nobody’s, even for an admin', async () => {
    const admin = { id: u.manager.id, type: 'admin' as const };
    const fromAcme = await runAsTenant(acme.company.id, () =>
      allowed(t.tenantDb, admin, 'discipline:read', [d.open, d.hidden, d.acme]),
    );
    expect(sorted(fromAcme)).toEqual([d.acme]);
  });
});
