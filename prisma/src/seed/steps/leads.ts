// A feature-interest (waitlist) lead sent from the demo tenant.
import type { SeedStep } from '../context.ts';

export const leads: SeedStep = {
  name: 'leads',
  after: ['companies'],
  async run(ctx) {
    await ctx.tx.lead.create({
      data: {
        companyId: ctx.get('demoCompanyId'),
        userId: ctx.get('demoPeople').manager,
        name: 'Daniel Rocha',
        company: 'Trilha Demo',
        contact: '11912345678',
        email: 'daniel.rocha@exemplo.com.br',
        additionalComments: 'Queremos usar a produção de materiais com IA no segundo semestre.',
        functionalityTriggered: 'Produção',
      },
    });
  },
};
