import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../support/fixture.ts';

/**
 * The class list's order comes from the inscriptions' own copy of the learner's name, kept by the
 * database (migration inscription_learner_name_order): set on every enrolment, rewritten in every
 * company when the user is renamed, and never what a write says it is. What the API answers must
 * follow the names in users, in both tenants, through every path that changes them.
 */
const t = setupApiTest();

const uid = () => Math.random().toString(36).slice(2, 8);
const classOf = async (disciplineId: number, tenant = t.demo, query: Record<string, string> = {}) =>
  (
    await t
      .as(t.admin, tenant)
      .get('/discipline-inscriptions')
      .query({ discipline_id: String(disciplineId), ...query })
      .expect(200)
  ).body as { data: { user: { name: string } }[]; meta: { total: number } };
const names = (page: { data: { user: { name: string } }[] }) => page.data.map((r) => r.user.name);
/** Every copy equals the user's name, in every company (read past row-level security). */
const copiesDiffering = () =>
  t.db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM discipline_inscriptions i JOIN users u ON u.id = i.user_id WHERE i.user_name <> u.name`;

describe('the class list in the learner name order', () => {
  it('sorts by the copy, follows a rename in every company, and pages in that order', async () => {
    const tag = uid();
    const demo = await t.create.discipline(t.demo);
    const acme = await t.create.discipline(t.acme);
    const [carla, ana, bruno] = await Promise.all(
      ['Carla', 'Ana', 'Bruno'].map((n) => t.create.user(t.demo, { name: `${n} ${tag}` })),
    );
    for (const u of [carla!, ana!, bruno!]) await t.create.enroll(t.demo, demo.id, u.id);
    // Ana is also a member of Acme, enrolled there.
    await t.db.companyUser.create({ data: { companyId: t.acme.company.id, userId: ana!.id } });
    await t.create.enroll(t.acme, acme.id, ana!.id);
    const other = await t.create.user(t.acme, { name: `Zeca ${tag}` });
    await t.create.enroll(t.acme, acme.id, other.id);

    expect(names(await classOf(demo.id))).toEqual([`Ana ${tag}`, `Bruno ${tag}`, `Carla ${tag}`]);
    expect(names(await classOf(acme.id, t.acme))).toEqual([`Ana ${tag}`, `Zeca ${tag}`]);

    // A rename through the API (by the platform admin: Ana belongs to two companies) moves her to
    // the end, in both.
    await t
      .as(t.admin)
      .put(`/users/${ana!.id}`)
      .send({ name: `Zuleica ${tag}` })
      .expect(200);
    expect(names(await classOf(demo.id))).toEqual([`Bruno ${tag}`, `Carla ${tag}`, `Zuleica ${tag}`]);
    expect(names(await classOf(acme.id, t.acme))).toEqual([`Zeca ${tag}`, `Zuleica ${tag}`]);
    // Pages keep the order: 2 a page.
    expect(names(await classOf(demo.id, t.demo, { per_page: '2', page: '2' }))).toEqual([`Zuleica ${tag}`]);
    // The name filter reads the learner's row.
    expect(names(await classOf(demo.id, t.demo, { name: 'Zule' }))).toEqual([`Zuleica ${tag}`]);
    expect((await copiesDiffering())[0]!.n).toBe(0);
  });

  it('a write cannot make the copy differ; a renamed user enrolled later gets the new name', async () => {
    const d = await t.create.discipline(t.demo);
    const u = await t.create.user(t.demo, { name: `Beatriz ${uid()}` });
    const row = await t.create.enroll(t.demo, d.id, u.id);
    expect(row.userName).toBe(u.name);
    await t.db.disciplineInscription.update({
      where: { companyId_id: { companyId: t.demo.company.id, id: row.id } },
      data: { userName: 'AAA primeiro da lista' },
    });
    expect((await copiesDiffering())[0]!.n).toBe(0);
    await t.db.user.update({ where: { id: u.id }, data: { name: 'Beatriz Renomeada' } });
    const late = await t.create.discipline(t.demo);
    expect((await t.create.enroll(t.demo, late.id, u.id)).userName).toBe('Beatriz Renomeada');
    expect((await copiesDiffering())[0]!.n).toBe(0);
  });
});
