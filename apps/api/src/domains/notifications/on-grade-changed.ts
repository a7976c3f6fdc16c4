import { Prisma } from '@trilha/db';
import { defineSubscriber } from '../../events/subscriber.ts';
import { notifyUsers } from './notify-users.ts';

/** Staff changed a learner's grade: the learner is told (GradeChanged) with the item and the new value. */
export const notifyGradeChanged = defineSubscriber({
  name: 'notifications.grade-changed',
  event: 'grade.changed',
  phase: 'after-commit',
  async handle(ctx) {
    const p = ctx.event.payload;
    const [item] = await ctx.tx.$queryRaw<{ title: string }[]>`
      SELECT title FROM material_items WHERE company_id = ${ctx.event.companyId} AND id = ${p.material_item_id} AND deleted_at IS NULL`;
    if (!item) return;
    await notifyUsers(ctx, {
      type: 'GradeChanged',
      params: { title: item.title, grade: p.value },
      candidates: Prisma.sql`SELECT ${p.user_id}::int`,
      actorId: p.changed_by_id,
      disciplineId: p.discipline_id,
      subjectId: p.material_item_id,
      data: { grade_id: p.grade_id, material_item_id: p.material_item_id },
    });
  },
});
