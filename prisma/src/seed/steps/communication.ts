// Communication: notifications, alerts (warnings) with their reads, and calendar events.
import type { Prisma } from '../../generated/client.ts';
import { WARNING_ART } from '../art.ts';
import type { SeededDiscipline } from '../content.ts';
import { at, type SeedContext, type SeedStep } from '../context.ts';
import { acmeUser } from './users.ts';

async function seedAcme(ctx: SeedContext): Promise<void> {
  const { tx } = ctx;
  const companyId = ctx.get('acmeCompanyId');
  const d0 = at(ctx.get('acmeDisciplines'), 0);
  const manager = acmeUser(ctx, 'manager');
  const student = acmeUser(ctx, 'student');
  await tx.warning.create({
    data: {
      companyId,
      authorId: manager,
      title: 'Inventário anual',
      text: 'O inventário do armazém acontece na próxima sexta-feira. Planeje suas entregas.',
    },
  });
  await tx.notification.createMany({
    data: [
      {
        companyId,
        userId: student,
        type: 'MaterialCreated',
        title: `Novo material em ${d0.name}`,
        disciplineId: d0.id,
        subjectId: at(d0.materials, 0).id,
      },
      {
        companyId,
        userId: student,
        type: 'MaterialItemCreated',
        title: `Novo conteúdo: ${at(d0.items, 0).title}`,
        disciplineId: d0.id,
        subjectId: at(d0.items, 0).id,
      },
    ],
  });
}

async function seedDemo(ctx: SeedContext): Promise<void> {
  const { tx, ago, ahead } = ctx;
  const companyId = ctx.get('demoCompanyId');
  const D = (i: number) => at(ctx.get('demoDisciplines'), i);
  const { student, tutor, teacher, manager, supervisor } = ctx.get('demoPeople');
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
          type: 'MaterialCreated',
          title: `Novo material em ${d.name}: ${m.name}`,
          disciplineId: d.id,
          subjectId: m.id,
          data: { material_name: m.name },
        },
        {
          type: 'MaterialItemCreated',
          title: `Novo conteúdo disponível: ${it.title}`,
          disciplineId: d.id,
          subjectId: it.id,
          data: { material_item_type: it.type },
        },
      ];
      if (forum)
        entries.push({
          type: 'ForumCreated',
          title: `Novo fórum: ${forum.title}`,
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
  notifications.push({
    companyId,
    userId: student,
    type: 'BadgeAwarded',
    title: 'Nova conquista desbloqueada: Primeiros Passos',
    data: { badge: 'first-steps' },
    createdAt: ago(0, 3),
  });
  await tx.notification.createMany({ data: notifications });

  // Alerts (warnings) and who read them.
  const warnings = await tx.warning.createManyAndReturn({
    data: [
      {
        companyId,
        authorId: manager,
        title: 'Manutenção programada',
        text: 'A plataforma ficará indisponível no sábado, das 22h às 23h, para manutenção.',
        createdAt: ago(3),
      },
      {
        companyId,
        authorId: supervisor,
        title: 'Nova trilha obrigatória: LGPD na Prática',
        text: 'Todos os colaboradores devem concluir a trilha de LGPD até o fim do mês.',
        image: WARNING_ART.lgpd,
        createdAt: ago(1),
      },
      {
        companyId,
        authorId: manager,
        title: 'Pesquisa de clima encerrada',
        text: 'Obrigado pela participação!',
        status: 'inactive' as const,
        createdAt: ago(40),
      },
    ],
    select: { id: true },
  });
  await tx.warningRead.createMany({
    data: [
      { companyId, warningId: at(warnings, 0).id, userId: student, isRead: true, readAt: ago(2) },
      { companyId, warningId: at(warnings, 0).id, userId: tutor, isRead: true, readAt: ago(2) },
    ],
  });

  await tx.calendarEvent.createMany({
    data: [
      {
        companyId,
        disciplineId: D(0).id,
        authorId: teacher,
        title: 'Live: golpes digitais em 2026',
        description: 'Bate-papo ao vivo com especialista convidado.',
        location: 'Online (link no material)',
        startsAt: ahead(3, -4),
        endsAt: ahead(3, -3),
      },
      {
        companyId,
        disciplineId: D(1).id,
        authorId: supervisor,
        title: 'Prazo final: trilha de LGPD',
        description: 'Conclua todos os materiais obrigatórios.',
        startsAt: ahead(10),
        allDay: true,
      },
      {
        companyId,
        authorId: manager,
        title: 'Semana de Integração',
        description: 'Boas-vindas às novas pessoas colaboradoras.',
        location: 'Auditório — 3º andar',
        startsAt: ahead(17, -6),
        endsAt: ahead(21, -6),
      },
    ],
  });
}

export const communication: SeedStep = {
  name: 'communication',
  after: ['forums'],
  async run(ctx) {
    // Acme's rows first, as always: ids stay what they have been.
    if (ctx.withAcme) await seedAcme(ctx);
    await seedDemo(ctx);
  },
};
