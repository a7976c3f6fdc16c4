// Calendar: the demo's company events.
import { at, type SeedContext, type SeedStep } from '../context.ts';

async function seedDemo(ctx: SeedContext): Promise<void> {
  const { tx, ahead } = ctx;
  const companyId = ctx.get('demoCompanyId');
  const D = (i: number) => at(ctx.get('demoDisciplines'), i);
  const { teacher, manager, supervisor } = ctx.get('demoPeople');

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

export const calendar: SeedStep = {
  name: 'calendar',
  after: ['catalogue'],
  async run(ctx) {
    await seedDemo(ctx);
  },
};
