import { Prisma } from '@trilha/db';
import { defineSubscriber } from '../../events/subscriber.ts';
import { notifyUsers } from './notify-users.ts';

/** Staff evaluated a learner's task: the learner is told (AssignmentEvaluated) with the item and the grade. */
export const notifyAssignmentEvaluated = defineSubscriber({
  name: 'notifications.assignment-evaluated',
  event: 'assignment.evaluated',
  phase: 'after-commit',
  async handle(ctx) {
    const p = ctx.event.payload;
    const [item] = await ctx.tx.$queryRaw<{ title: string }[]>`
      SELECT title FROM material_items WHERE company_id = ${ctx.event.companyId} AND id = ${p.material_item_id} AND deleted_at IS NULL`;
    if (!item) return;
    await notifyUsers(ctx, {
      type: 'AssignmentEvaluated',
      params: { title: item.title, grade: p.grade },
      candidates: Prisma.sql`SELECT ${p.user_id}::int`,
      actorId: p.evaluator_id,
      disciplineId: p.discipline_id,
      subjectId: p.material_item_id,
      data: { submission_id: p.submission_id, material_item_id: p.material_item_id },
    });
  },
});
