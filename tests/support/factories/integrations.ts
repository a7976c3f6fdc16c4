import type { Db } from '@trilha/db';
import type { TestTenant } from './tenants.ts';
import { uid } from './unique.ts';

/** An LTI consumer of `tenant` with a random key and secret. */
export async function createLtiConsumer(db: Db, tenant: TestTenant, o: { name?: string } = {}) {
  return db.ltiConsumer.create({
    data: {
      companyId: tenant.company.id,
      name: o.name ?? `LTI ${uid()}`,
      consumerKey: `key-${uid()}`,
      secret: `secret-${uid()}`,
    },
  });
}

export const integrationFactories = { ltiConsumer: createLtiConsumer };
