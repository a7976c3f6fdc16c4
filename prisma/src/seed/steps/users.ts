// Users are global (not per tenant): the acme and demo people, and the demo student's profile.
import { ACME_USERS, DEMO_DOMAIN, DEMO_PASSWORD, DEMO_USERS, EXTRA_STUDENTS, emailFor, type DemoUser } from '../data.ts';
import { at, type SeedContext, type SeedStep, type Tx, type UserIndex } from '../context.ts';
import type { UserType } from '../../generated/client.ts';

async function createUsers(tx: Tx, users: readonly DemoUser[], passwordHash: string): Promise<UserIndex> {
  // skipDuplicates: a user may already exist globally (users are not per tenant).
  await tx.user.createMany({
    data: users.map((u) => ({ name: u.name, email: u.email, type: u.type, passwordHash, city: 'São Paulo' })),
    skipDuplicates: true,
  });
  const rows = await tx.user.findMany({
    where: { email: { in: users.map((u) => u.email) } },
    select: { id: true, email: true, type: true },
  });
  return new Map(rows.map((r) => [r.email, { id: r.id, type: r.type }]));
}

async function seedDemoPeople(ctx: SeedContext): Promise<void> {
  const extraUsers: DemoUser[] = EXTRA_STUDENTS.map((name) => ({
    type: 'student',
    name,
    email: emailFor(name, DEMO_DOMAIN),
    password: DEMO_PASSWORD,
  }));
  const users = await createUsers(ctx.tx, [...DEMO_USERS, ...extraUsers], ctx.passwordHash);
  const idOf = (email: string) => {
    const v = users.get(email);
    if (!v) throw new Error(`seed: user ${email}`);
    return v.id;
  };
  const role = (type: UserType) =>
    idOf(
      at(
        DEMO_USERS.filter((x) => x.type === type),
        0,
      ).email,
    );
  const student = role('student');
  const extras = extraUsers.map((x) => idOf(x.email));
  ctx.set('demoPeople', {
    student,
    tutor: role('tutor'),
    teacher: role('teacher'),
    manager: role('manager'),
    supervisor: role('supervisor'),
    extras,
    allStudents: [student, ...extras],
    users,
  });
  await ctx.tx.user.update({
    where: { id: student },
    data: {
      resume: 'Analista de operações apaixonada por aprender. Trilhando Segurança da Informação e LGPD.',
      avatarAttributes: {
        avatar_style: 'Circle',
        top_type: 'LongHairStraight',
        hair_color: 'Brown',
        skin_color: 'Light',
        clothe_type: 'BlazerShirt',
        clothe_color: 'Blue03',
        eye_type: 'Happy',
        eyebrow_type: 'Default',
        mouth_type: 'Smile',
        accessories_type: 'Blank',
        facial_hair_type: 'Blank',
        facial_hair_color: 'Brown',
        hat_color: 'Blue01',
        graphic_type: 'Bat',
      },
    },
  });
}

export const users: SeedStep = {
  name: 'users',
  async run(ctx) {
    // Acme first: ids come out as they always have (acme's users, then the demo's).
    if (ctx.withAcme) ctx.set('acmeUsers', await createUsers(ctx.tx, ACME_USERS, ctx.passwordHash));
    await seedDemoPeople(ctx);
  },
};

/** The first acme user of a role (acme has one per role). */
export const acmeUser = (ctx: SeedContext, type: UserType): number =>
  at(
    [...ctx.get('acmeUsers').values()].filter((x) => x.type === type),
    0,
  ).id;
