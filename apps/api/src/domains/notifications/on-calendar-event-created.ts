import { Prisma } from '@trilha/db';
import { rolesWith } from '@trilha/shared';
import { defineSubscriber } from '../../events/subscriber.ts';
import { notifyUsers } from './notify-users.ts';

/** A new company calendar event: every member who may see the calendar is told (CalendarEventCreated), not its author. */
export const notifyCalendarEventCreated = defineSubscriber({
  name: 'notifications.calendar-event-created',
  event: 'calendar-event.created',
  phase: 'after-commit',
  async handle(ctx) {
    const p = ctx.event.payload;
    const companyId = ctx.event.companyId;
    await notifyUsers(ctx, {
      type: 'CalendarEventCreated',
      params: { title: p.title },
      candidates: Prisma.sql`SELECT cu.user_id FROM company_users cu JOIN users m ON m.id = cu.user_id
        WHERE cu.company_id = ${companyId} AND m.type::text IN (${Prisma.join(rolesWith('calendar:view'))})`,
      actorId: p.author_id,
      disciplineId: null,
      subjectId: p.event_id,
      data: { event_id: p.event_id, starts_at: p.starts_at },
    });
  },
});
