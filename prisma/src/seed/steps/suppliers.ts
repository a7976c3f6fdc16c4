// Supplied disciplines: Acme supplies the demo tenant (only when Acme is seeded in this run).
import { at, type SeedStep } from '../context.ts';

export const suppliers: SeedStep = {
  name: 'suppliers',
  after: ['catalogue'],
  async run(ctx) {
    if (!ctx.withAcme) return;
    const { tx, ago } = ctx;
    const companyId = ctx.get('demoCompanyId');
    const { manager } = ctx.get('demoPeople');
    const consumerId = ctx.get('demoConsumerId');
    const acmeDisciplines = ctx.get('acmeDisciplines');
    const supplier = await tx.supplier.create({
      data: { companyId, supplierCompanyId: ctx.get('acmeCompanyId'), name: 'Acme Treinamentos' },
    });
    const offered = (i: number) => at(acmeDisciplines, i);
    const src = await tx.discipline.findMany({
      where: { id: { in: acmeDisciplines.map((d) => d.id) } },
      select: { id: true, description: true },
    });
    const desc = (id: number) => src.find((s) => s.id === id)?.description ?? null;
    await tx.consumerDiscipline.createMany({
      data: [
        {
          companyId,
          consumerId,
          supplierId: supplier.id,
          sourceDisciplineId: offered(2).id,
          name: offered(2).name,
          description: desc(offered(2).id),
          status: 'pending',
          createdAt: ago(2),
        },
        {
          companyId,
          consumerId,
          supplierId: supplier.id,
          sourceDisciplineId: offered(1).id,
          name: offered(1).name,
          description: desc(offered(1).id),
          status: 'approved',
          decidedById: manager,
          decidedAt: ago(6),
          createdAt: ago(8),
        },
        {
          companyId,
          consumerId,
          supplierId: supplier.id,
          sourceDisciplineId: offered(0).id,
          name: offered(0).name,
          description: desc(offered(0).id),
          status: 'disapproved',
          decidedById: manager,
          decidedAt: ago(20),
          createdAt: ago(25),
        },
      ],
    });
  },
};
