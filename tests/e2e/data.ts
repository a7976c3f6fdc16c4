// The rows an e2e test needs beyond the seed, written through the factories the API tests use
// (tests/support/factories) on the platform's own database: one way to make a discipline, an
// enrolment or a grade, so a schema change is fixed in one place for both kinds of test.
import { inject } from 'vitest';
import { createPrismaClient, type Db } from '@trilha/db';
import { bindFactories, type BoundFactories, type TestTenant } from '../support/factories/index.ts';
import { email, type Role } from './browser.ts';

export type E2eData = {
  /** For reading back what a screen wrote; rows are made with `create`. */
  db: Db;
  create: BoundFactories;
  /** The seeded demo tenant, in the shape the factories take. */
  demo: TestTenant;
  /** Another seeded tenant (`acme`) by its sub-domain. */
  tenant: (domain: string) => Promise<TestTenant>;
  /** A seeded user of the demo tenant by role (`teacher@demo.trilha.dev`…). */
  seeded: (role: Role) => Promise<Awaited<ReturnType<Db['user']['findFirstOrThrow']>>>;
};

async function seededTenant(db: Db, domain: string): Promise<TestTenant> {
  const { company, ...consumer } = await db.consumer.findUniqueOrThrow({ where: { domain }, include: { company: true } });
  return { company, consumer, domain, host: `${domain}.localhost` };
}

/** Opens the platform's database for `fn` (closed after it), with the factories bound to it. */
export async function withData<T>(fn: (data: E2eData) => Promise<T>): Promise<T> {
  const db = createPrismaClient(inject('databaseUrl'));
  try {
    return await fn({
      db,
      create: bindFactories(db),
      demo: await seededTenant(db, 'demo'),
      tenant: (domain) => seededTenant(db, domain),
      seeded: (role) => db.user.findFirstOrThrow({ where: { email: email(role) } }),
    });
  } finally {
    await db.$disconnect();
  }
}
