// Enrolment is how academic users see disciplines: acme's few, then the demo's.
import type { Prisma } from '../../generated/client.ts';
import { at, type SeedContext, type SeedStep } from '../context.ts';
import { acmeUser } from './users.ts';

async function enrolAcme(ctx: SeedContext): Promise<void> {
  const companyId = ctx.get('acmeCompanyId');
  const disciplines = ctx.get('acmeDisciplines');
  const [d0, d1] = [at(disciplines, 0), at(disciplines, 1)];
  const [student, tutor, teacher] = [acmeUser(ctx, 'student'), acmeUser(ctx, 'tutor'), acmeUser(ctx, 'teacher')];
  await ctx.tx.disciplineInscription.createMany({
    data: [
      { companyId, disciplineId: d0.id, userId: student, role: 'student', startedAt: ctx.ago(20) },
      { companyId, disciplineId: d1.id, userId: student, role: 'student', startedAt: ctx.ago(10) },
      { companyId, disciplineId: d0.id, userId: tutor, role: 'tutor' },
      { companyId, disciplineId: d0.id, userId: teacher, role: 'teacher' },
      { companyId, disciplineId: d1.id, userId: teacher, role: 'teacher' },
    ],
  });
}

async function enrolDemo(ctx: SeedContext): Promise<void> {
  const companyId = ctx.get('demoCompanyId');
  const D = (i: number) => at(ctx.get('demoDisciplines'), i);
  const { student, tutor, teacher, extras } = ctx.get('demoPeople');
  const inscriptions: Prisma.DisciplineInscriptionCreateManyInput[] = [];
  for (let i = 0; i < 6; i++)
    inscriptions.push({ companyId, disciplineId: D(i).id, userId: student, role: 'student', startedAt: ctx.ago(60 - i * 7) });
  extras.forEach((userId, k) => {
    for (let i = 0; i < 8; i++)
      if ((i + k) % 3 !== 2)
        inscriptions.push({ companyId, disciplineId: D(i).id, userId, role: 'student', startedAt: ctx.ago(50 - i * 3) });
  });
  for (let i = 0; i < 6; i++) inscriptions.push({ companyId, disciplineId: D(i).id, userId: tutor, role: 'tutor' });
  for (let i = 0; i < 8; i++) inscriptions.push({ companyId, disciplineId: D(i).id, userId: teacher, role: 'teacher' });
  inscriptions.push({
    companyId,
    disciplineId: D(7).id,
    userId: at(extras, 7),
    role: 'student',
    status: 'finished',
    startedAt: ctx.ago(90),
    finishedAt: ctx.ago(30),
  });
  await ctx.tx.disciplineInscription.createMany({ data: inscriptions, skipDuplicates: true });
  ctx.set('demoInscriptions', inscriptions);
}

export const inscriptions: SeedStep = {
  name: 'inscriptions',
  after: ['catalogue'],
  async run(ctx) {
    if (ctx.withAcme) await enrolAcme(ctx);
    await enrolDemo(ctx);
  },
};

/** Disciplines a demo user is enrolled in as a student. */
export const enrolledAsStudent = (ctx: SeedContext, userId: number): number[] => [
  ...new Set(
    ctx
      .get('demoInscriptions')
      .filter((x) => x.userId === userId && x.role === 'student')
      .map((x) => x.disciplineId),
  ),
];
