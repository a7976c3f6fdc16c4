import { randomBytes } from 'node:crypto';
import { hashPassword, issueAccessToken, type Db } from '@trilha/db';
import type { UserType } from '@trilha/shared';

export const PASSWORD = 'Senha@123';
let passwordHash: Promise<string> | undefined;
const uid = () => randomBytes(4).toString('hex');

export async function createTenant(db: Db, o: { domain?: string; name?: string; primaryColor?: string } = {}) {
  const domain = o.domain ?? `t${uid()}`;
  const company = await db.company.create({ data: { name: o.name ?? `Empresa ${domain}` } });
  const consumer = await db.consumer.create({
    data: {
      companyId: company.id,
      name: o.name ?? `Empresa ${domain}`,
      domain,
      ...(o.primaryColor ? { primaryColor: o.primaryColor, originalPrimaryColor: o.primaryColor } : {}),
    },
  });
  return { company, consumer, domain, host: `${domain}.localhost` };
}
export type TestTenant = Awaited<ReturnType<typeof createTenant>>;

export async function createUser(db: Db, tenant: TestTenant | null, o: { type?: UserType; email?: string; name?: string } = {}) {
  const user = await db.user.create({
    data: {
      name: o.name ?? `Usuário ${uid()}`,
      email: o.email ?? `u${uid()}@example.com`,
      passwordHash: await (passwordHash ??= hashPassword(PASSWORD)),
      type: o.type ?? 'student',
      ...(tenant ? { memberships: { create: { companyId: tenant.company.id } } } : {}),
    },
  });
  const { token } = await issueAccessToken(db, user.id);
  return { ...user, token };
}

export async function createDiscipline(
  db: Db,
  tenant: TestTenant,
  o: { name?: string; visible?: boolean; tagIds?: number[]; type?: 'own' | 'supplied' } = {},
) {
  return db.discipline.create({
    data: {
      companyId: tenant.company.id,
      name: o.name ?? `Disciplina ${uid()}`,
      visible: o.visible ?? true,
      type: o.type ?? 'own',
      tags: o.tagIds ? { create: o.tagIds.map((tagId) => ({ tagId, companyId: tenant.company.id })) } : undefined,
    },
  });
}

export async function enroll(
  db: Db,
  tenant: TestTenant,
  disciplineId: number,
  userId: number,
  role: 'student' | 'tutor' | 'teacher' = 'student',
) {
  return db.disciplineInscription.create({ data: { companyId: tenant.company.id, disciplineId, userId, role } });
}

// ── Administration (issue #4) ────────────────────────────────────────────────

export async function createContact(
  db: Db,
  userId: number,
  o: { type?: 'email' | 'phone' | 'whatsapp' | 'linkedin' | 'other'; email?: string; phoneNumber?: string } = {},
) {
  const type = o.type ?? 'email';
  return db.contact.create({
    data: {
      userId,
      type,
      email: o.email ?? (type === 'email' ? `c${uid()}@example.com` : null),
      phoneNumber: o.phoneNumber ?? (type === 'phone' || type === 'whatsapp' ? '11988887777' : null),
    },
  });
}

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

/** `supplier` supplies disciplines to `tenant`. */
export async function createSupplier(
  db: Db,
  tenant: TestTenant,
  supplier: TestTenant,
  o: { name?: string; status?: 'active' | 'inactive' } = {},
) {
  return db.supplier.create({
    data: {
      companyId: tenant.company.id,
      supplierCompanyId: supplier.company.id,
      name: o.name ?? supplier.company.name,
      status: o.status ?? 'active',
    },
  });
}

/** Row counts of the given tables, to assert that a refused request wrote nothing. */
export async function rowCounts(db: Db, tables: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of tables) {
    if (!/^[a-z_]+$/.test(t)) throw new Error(`bad table ${t}`);
    const [row] = await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM ${t}`);
    out[t] = Number(row!.n);
  }
  return out;
}
