// Progress: the demo student is well into discipline 0, started 1 and 2; the others vary.
import type { Prisma } from '../../generated/client.ts';
import type { SeededDiscipline } from '../content.ts';
import { at, type SeedStep } from '../context.ts';
import { enrolledAsStudent } from './inscriptions.ts';

export const progress: SeedStep = {
  name: 'progress',
  after: ['inscriptions'],
  async run(ctx) {
    const companyId = ctx.get('demoCompanyId');
    const disciplines = ctx.get('demoDisciplines');
    const D = (i: number) => at(disciplines, i);
    const { student, extras, allStudents } = ctx.get('demoPeople');
    const progressRows: Prisma.MaterialItemProgressCreateManyInput[] = [];
    const mark = (userId: number, d: SeededDiscipline, count: number, daysBack: number) => {
      d.items.slice(0, count).forEach((it, k) =>
        progressRows.push({
          companyId,
          userId,
          materialItemId: it.id,
          materialId: it.materialId,
          disciplineId: d.id,
          checked: true,
          checkedAt: ctx.ago(daysBack - k),
        }),
      );
    };
    mark(student, D(0), 5, 20);
    mark(student, D(1), 2, 12);
    mark(student, D(2), 1, 6);
    extras.forEach((userId) => {
      for (const dId of enrolledAsStudent(ctx, userId)) {
        const d = disciplines.find((x) => x.id === dId);
        if (d) mark(userId, d, Math.floor(ctx.rand() * (d.items.length + 1)), 25);
      }
    });
    await ctx.tx.materialItemProgress.createMany({ data: progressRows });
    ctx.set('progressRows', progressRows);

    const cached: Prisma.DisciplineProgressCreateManyInput[] = [];
    for (const userId of allStudents) {
      for (const dId of enrolledAsStudent(ctx, userId)) {
        const d = disciplines.find((x) => x.id === dId);
        if (!d) continue;
        const checked = progressRows.filter((p) => p.userId === userId && p.disciplineId === dId).length;
        // Nothing checked yet: not started, which is no progress row (shown 'Não iniciada', not 0%).
        if (checked === 0) continue;
        const total = d.items.filter((i) => i.visible).length;
        cached.push({
          companyId,
          userId,
          disciplineId: dId,
          checkedItems: checked,
          totalItems: total,
          progress: total ? Math.round((checked / total) * 1000) / 10 : 0,
        });
      }
    }
    await ctx.tx.disciplineProgress.createMany({ data: cached });
  },
};
