import type { Prisma } from '@trilha/db';
import { can, type UserType } from '@trilha/shared';
import type { User, UserInclude } from '@trilha/shared/users';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { presentContact } from '../../kit/present-contact.ts';
import { contactVisibilitiesFor, type ContactVisibility } from '@trilha/shared/contacts';

/**
 * Contacts as the profile shows them (contactVisibilitiesFor): those who keep any member's contacts
 * (contacts:manage-any) read them all here, as they edit them through /contacts.
 */
const seesContact = (actor: Actor, c: { userId: number; visibility: ContactVisibility }) =>
  can(actor.type, 'contacts:manage-any') || contactVisibilitiesFor(actor, c.userId).includes(c.visibility);

export const userSelect = {
  id: true,
  name: true,
  email: true,
  type: true,
  points: true,
  avatar: true,
  avatarAttributes: true,
  createdAt: true,
} as const satisfies Prisma.UserSelect;
export type UserRow = Prisma.UserGetPayload<{ select: typeof userSelect }>;

/**
 * Users as the API answers them, with their responsible in the host tenant's company and the
 * requested includes. Another tenant's companies of a user are shown to admins only.
 */
export async function presentUsers(
  deps: Pick<AppDeps, 'globalDb'>,
  tenant: Tenant,
  actor: Actor,
  rows: UserRow[],
  includes: readonly UserInclude[] = [],
): Promise<User[]> {
  const ids = rows.map((u) => u.id);
  if (ids.length === 0) return [];
  const [memberships, shared, companies, contacts] = await Promise.all([
    deps.globalDb.companyUser.findMany({
      where: { companyId: tenant.companyId, userId: { in: ids } },
      select: { userId: true, responsibleId: true },
    }),
    // Members of another company too (policy canChangeMemberIdentity): one grouped query per page.
    deps.globalDb.companyUser
      .groupBy({ by: ['userId'], where: { userId: { in: ids }, companyId: { not: tenant.companyId } } })
      .then((rows) => new Set(rows.map((r) => r.userId))),
    includes.includes('companies')
      ? deps.globalDb.companyUser.findMany({
          where: { userId: { in: ids }, ...(can(actor.type, 'users:manage-any') ? {} : { companyId: tenant.companyId }) },
          select: { userId: true, company: { select: { id: true, name: true } } },
          orderBy: { companyId: 'asc' },
        })
      : [],
    includes.includes('contacts')
      ? deps.globalDb.contact.findMany({ where: { userId: { in: ids } }, orderBy: { id: 'asc' } })
      : [],
  ]);
  const responsibleOf = new Map(memberships.map((m) => [m.userId, m.responsibleId]));
  const responsibleIds = [...new Set(memberships.map((m) => m.responsibleId).filter((id): id is number => id !== null))];
  const responsibles = responsibleIds.length
    ? new Map(
        (await deps.globalDb.user.findMany({ where: { id: { in: responsibleIds } }, select: { id: true, name: true } })).map(
          (u) => [u.id, u],
        ),
      )
    : new Map<number, { id: number; name: string }>();

  return rows.map((u) => {
    const responsibleId = responsibleOf.get(u.id);
    return {
      id: u.id,
      name: u.name,
      email: u.email,
      type: u.type as UserType,
      points: u.points,
      avatar: u.avatar,
      avatar_attributes: (u.avatarAttributes as Record<string, string> | null) ?? null,
      user_responsible: (responsibleId && responsibles.get(responsibleId)) || null,
      shared: shared.has(u.id),
      created_at: u.createdAt.toISOString(),
      ...(includes.includes('companies') ? { companies: companies.filter((m) => m.userId === u.id).map((m) => m.company) } : {}),
      ...(includes.includes('contacts')
        ? { contacts: contacts.filter((c) => c.userId === u.id && seesContact(actor, c)).map(presentContact) }
        : {}),
    };
  });
}

export async function presentUser(
  deps: Pick<AppDeps, 'globalDb'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  includes: readonly UserInclude[] = [],
) {
  const row = await deps.globalDb.user.findUniqueOrThrow({ where: { id }, select: userSelect });
  const [user] = await presentUsers(deps, tenant, actor, [row], includes);
  return user!;
}
