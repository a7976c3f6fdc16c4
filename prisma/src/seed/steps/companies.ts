// Tenancy: the two companies, their consumers (sub-domains, branding) and memberships.
import { ACME_DOMAIN, DEMO_DOMAIN } from '../data.ts';
import type { SeedContext, SeedStep } from '../context.ts';
import { acmeUser } from './users.ts';

async function seedAcme(ctx: SeedContext): Promise<void> {
  const { tx } = ctx;
  const manager = acmeUser(ctx, 'manager');
  const company = await tx.company.create({
    data: {
      name: 'Acme Treinamentos',
      materialsLicense: 20,
      students: 50,
      tutors: 5,
      topicGenerator: true,
      responsibleId: manager,
    },
  });
  ctx.set('acmeCompanyId', company.id);
  await tx.consumer.create({
    data: {
      companyId: company.id,
      name: 'Acme Treinamentos',
      domain: ACME_DOMAIN,
      responsibleId: manager,
      primaryColor: '#2563eb',
      secondaryColor: '#1e293b',
      originalPrimaryColor: '#2563eb',
      originalSecondaryColor: '#1e293b',
    },
  });
  const tutor = acmeUser(ctx, 'tutor');
  await tx.companyUser.createMany({
    data: [...ctx.get('acmeUsers').values()].map((x) => ({
      companyId: company.id,
      userId: x.id,
      responsibleId: x.type === 'student' ? tutor : null,
    })),
    skipDuplicates: true,
  });
}

async function seedDemo(ctx: SeedContext): Promise<void> {
  const { tx } = ctx;
  const people = ctx.get('demoPeople');
  const company = await tx.company.create({
    data: {
      name: 'Trilha Demo',
      materialsLicense: 100,
      projectManagerLicense: 5,
      tutorManagerLicense: 10,
      students: 200,
      tutors: 20,
      openaiEnabled: true,
      smartQuestionBank: true,
      topicGenerator: true,
      smartChatBot: true,
      proMode: true,
      responsibleId: people.manager,
    },
  });
  const companyId = company.id;
  ctx.set('demoCompanyId', companyId);
  const consumer = await tx.consumer.create({
    data: {
      companyId,
      name: 'Trilha Demo',
      domain: DEMO_DOMAIN,
      responsibleId: people.manager,
      primaryColor: '#ea580c',
      secondaryColor: '#1e293b',
      originalPrimaryColor: '#ea580c',
      originalSecondaryColor: '#1e293b',
      tutoringPhoneNumber: '(11) 98765-4321',
      tutoringPhoneNumberEnabled: true,
      settings: { theme: 'orange', welcomeMessage: 'Bem-vindo(a) à Trilha Demo!' },
    },
  });
  ctx.set('demoConsumerId', consumer.id);
  await tx.companyUser.createMany({
    data: [...people.users.values()].map((x) => ({
      companyId,
      userId: x.id,
      responsibleId: x.type === 'student' ? people.tutor : null,
    })),
    skipDuplicates: true,
  });
}

export const companies: SeedStep = {
  name: 'companies',
  after: ['users'],
  async run(ctx) {
    if (ctx.withAcme) await seedAcme(ctx);
    await seedDemo(ctx);
  },
};
