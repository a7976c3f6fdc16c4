// Disciplines and their content (tags, topics, materials, items, files, questions) per tenant.
import { ACME_DISCIPLINES, ACME_DOMAIN, DEMO_DISCIPLINES, DEMO_DOMAIN, DEMO_TAGS } from '../data.ts';
import { seedCatalogue } from '../content.ts';
import type { SeedStep } from '../context.ts';
import { acmeUser } from './users.ts';

export const catalogue: SeedStep = {
  name: 'catalogue',
  after: ['companies'],
  async run(ctx) {
    if (ctx.withAcme) {
      const teacher = acmeUser(ctx, 'teacher');
      ctx.set(
        'acmeDisciplines',
        await seedCatalogue(ctx.tx, {
          companyId: ctx.get('acmeCompanyId'),
          domain: ACME_DOMAIN,
          ownerId: teacher,
          uploaderId: teacher,
          disciplines: ACME_DISCIPLINES,
          tags: DEMO_TAGS.filter((t) => t.name === 'Obrigatório' || t.name === 'Gestão'),
          itemPasswordHash: () => ctx.itemPasswordHash,
          now: ctx.now,
        }),
      );
    }
    const { teacher } = ctx.get('demoPeople');
    ctx.set(
      'demoDisciplines',
      await seedCatalogue(ctx.tx, {
        companyId: ctx.get('demoCompanyId'),
        domain: DEMO_DOMAIN,
        ownerId: teacher,
        uploaderId: teacher,
        disciplines: DEMO_DISCIPLINES,
        tags: DEMO_TAGS,
        itemPasswordHash: () => ctx.itemPasswordHash,
        now: ctx.now,
      }),
    );
  },
};
