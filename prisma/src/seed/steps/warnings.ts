// Warnings: alerts of both tenants, and who read them.
import { WARNING_ART } from '../art.ts';
import { at, type SeedContext, type SeedStep } from '../context.ts';
import { acmeUser } from './users.ts';

async function seedAcme(ctx: SeedContext): Promise<void> {
  const { tx } = ctx;
  const companyId = ctx.get('acmeCompanyId');
  const manager = acmeUser(ctx, 'manager');
  await tx.warning.create({
    data: {
      companyId,
      authorId: manager,
      title: 'Inventário anual',
      text: 'O inventário do armazém acontece na próxima sexta-feira. Planeje suas entregas.',
    },
  });
}

async function seedDemo(ctx: SeedContext): Promise<void> {
  const { tx, ago } = ctx;
  const companyId = ctx.get('demoCompanyId');
  const { student, tutor, manager, supervisor } = ctx.get('demoPeople');

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
  ctx.set('demoWarnings', warnings);
  await tx.warningRead.createMany({
    data: [
      { companyId, warningId: at(warnings, 0).id, userId: student, isRead: true, readAt: ago(2) },
      { companyId, warningId: at(warnings, 0).id, userId: tutor, isRead: true, readAt: ago(2) },
    ],
  });
}

export const warnings: SeedStep = {
  name: 'warnings',
  after: ['companies'],
  async run(ctx) {
    // Acme's rows first, as always: ids stay what they have been.
    if (ctx.withAcme) await seedAcme(ctx);
    await seedDemo(ctx);
  },
};
