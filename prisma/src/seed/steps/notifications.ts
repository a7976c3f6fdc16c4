// Notifications: the bell's rows of both tenants.
import { renderNotificationTitle, type NotificationParams } from '@trilha/shared/notifications';
import type { Prisma } from '../../generated/client.ts';
import type { SeededDiscipline } from '../content.ts';
import { at, type SeedContext, type SeedStep } from '../context.ts';
import { acmeUser } from './users.ts';

/**
 * A seeded notification as the platform writes one: its type and params, the stored title rendered
 * from the same pt-BR template (the reader's language is rendered from the params when read).
 */
const note = (type: string, params: NotificationParams) => ({
  type,
  params,
  title: renderNotificationTitle({ type, params }, 'pt-BR'),
});

async function seedAcme(ctx: SeedContext): Promise<void> {
  const { tx } = ctx;
  const companyId = ctx.get('acmeCompanyId');
  const d0 = at(ctx.get('acmeDisciplines'), 0);
  const student = acmeUser(ctx, 'student');
  await tx.notification.createMany({
    data: [
      {
        companyId,
        userId: student,
        ...note('MaterialCreated', { name: at(d0.materials, 0).name }),
        disciplineId: d0.id,
        subjectId: at(d0.materials, 0).id,
      },
      {
        companyId,
        userId: student,
        ...note('MaterialItemCreated', { title: at(d0.items, 0).title }),
        disciplineId: d0.id,
        subjectId: at(d0.items, 0).id,
      },
    ],
  });
}

async function seedDemo(ctx: SeedContext): Promise<void> {
  const { tx, ago } = ctx;
  const companyId = ctx.get('demoCompanyId');
  const D = (i: number) => at(ctx.get('demoDisciplines'), i);
  const { student, tutor, teacher } = ctx.get('demoPeople');
  const forums = ctx.get('forums');

  // Notifications (6 per page in the bell): 9+ each for student, tutor, teacher; newest unread.
  const notifications: Prisma.NotificationCreateManyInput[] = [];
  const feed = (userId: number, ds: SeededDiscipline[]) => {
    let k = 0;
    for (const d of ds) {
      const m = at(d.materials, 0);
      const it = at(d.items, d.items.length - 1);
      const forum = forums.find((f) => f.disciplineId === d.id);
      const entries: Omit<Prisma.NotificationCreateManyInput, 'companyId' | 'userId' | 'createdAt'>[] = [
        {
          ...note('MaterialCreated', { name: m.name }),
          disciplineId: d.id,
          subjectId: m.id,
          data: { material_name: m.name },
        },
        {
          ...note('MaterialItemCreated', { title: it.title }),
          disciplineId: d.id,
          subjectId: it.id,
          data: { material_item_type: it.type },
        },
      ];
      if (forum)
        entries.push({
          ...note('ForumCreated', { title: forum.title }),
          disciplineId: d.id,
          subjectId: forum.id,
          data: { forum_title: forum.title },
        });
      for (const e of entries) {
        const daysBack = 30 - k * 2.5;
        notifications.push({ ...e, companyId, userId, createdAt: ago(daysBack), readAt: k >= 6 ? null : ago(daysBack - 0.5) });
        k++;
      }
    }
  };
  feed(student, [D(0), D(1), D(2), D(3)]);
  feed(tutor, [D(0), D(1), D(2), D(4)]);
  feed(teacher, [D(0), D(2), D(3), D(5)]);
  // The newest alert told the student as WarningPublished does (one of the registry's types: the
  // page labels and translates it), so the demo's feed is all types the platform writes.
  const lgpd = at(ctx.get('demoWarnings'), 1);
  notifications.push({
    companyId,
    userId: student,
    ...note('WarningPublished', { title: 'Nova trilha obrigatória: LGPD na Prática' }),
    subjectId: lgpd.id,
    data: { warning_id: lgpd.id },
    createdAt: ago(1),
  });
  await tx.notification.createMany({ data: notifications });
}

export const notifications: SeedStep = {
  name: 'notifications',
  after: ['forums', 'warnings'],
  async run(ctx) {
    // Acme's rows first, as always: ids stay what they have been.
    if (ctx.withAcme) await seedAcme(ctx);
    await seedDemo(ctx);
  },
};
