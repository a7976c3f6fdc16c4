import { Prisma } from '@trilha/db';
import { rolesWith } from '@trilha/shared';
import { defineSubscriber } from '../../events/subscriber.ts';
import { notifyUsers } from './notify-users.ts';

/**
 * An alert published (created active, or turned active): every member who may read alerts is told
 * (WarningPublished), not its author, each once per alert (turned off and on again tells nobody twice).
 */
export const notifyWarningPublished = defineSubscriber({
  name: 'notifications.warning-published',
  event: 'warning.published',
  phase: 'after-commit',
  async handle(ctx) {
    const p = ctx.event.payload;
    const companyId = ctx.event.companyId;
    await notifyUsers(ctx, {
      type: 'WarningPublished',
      params: { title: p.title },
      candidates: Prisma.sql`SELECT cu.user_id FROM company_users cu JOIN users m ON m.id = cu.user_id
        WHERE cu.company_id = ${companyId} AND m.type::text IN (${Prisma.join(rolesWith('warnings:read'))})`,
      actorId: p.author_id,
      disciplineId: null,
      subjectId: p.warning_id,
      data: { warning_id: p.warning_id },
      oncePerSubject: true,
    });
  },
});
