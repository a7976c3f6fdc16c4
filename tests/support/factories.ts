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
    data: { companyId: company.id, name: o.name ?? `Empresa ${domain}`, domain, ...(o.primaryColor ? { primaryColor: o.primaryColor, originalPrimaryColor: o.primaryColor } : {}) },
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

export async function createDiscipline(db: Db, tenant: TestTenant, o: { name?: string; visible?: boolean; tagIds?: number[]; type?: 'own' | 'supplied' } = {}) {
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

export async function enroll(db: Db, tenant: TestTenant, disciplineId: number, userId: number, role: 'student' | 'tutor' | 'teacher' = 'student') {
  return db.disciplineInscription.create({ data: { companyId: tenant.company.id, disciplineId, userId, role } });
}
