import type { Db } from '@trilha/db';
import { uid } from './unique.ts';

/** A company with one consumer (its sub-domain): a tenant the API resolves from `host`. */
export async function createTenant(
  db: Db,
  o: { domain?: string; name?: string; primaryColor?: string; materialsLicense?: number; scormAllowedOrigins?: string[] } = {},
) {
  const domain = o.domain ?? `t${uid()}`;
  const name = o.name ?? `Empresa ${domain}`;
  // Licensed for material production unless a test says otherwise (the column's default is 0).
  const company = await db.company.create({
    data: { name, materialsLicense: o.materialsLicense ?? 1, scormAllowedOrigins: o.scormAllowedOrigins ?? [] },
  });
  const consumer = await db.consumer.create({
    data: {
      companyId: company.id,
      name,
      domain,
      ...(o.primaryColor ? { primaryColor: o.primaryColor, originalPrimaryColor: o.primaryColor } : {}),
    },
  });
  return { company, consumer, domain, host: `${domain}.localhost` };
}
export type TestTenant = Awaited<ReturnType<typeof createTenant>>;

export const tenantFactories = { tenant: createTenant };
