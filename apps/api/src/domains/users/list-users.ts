import { pageMeta } from '@trilha/shared';
import { type ListUsersQuery, type UserPage } from '@trilha/shared/users';
import type { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { presentUsers, userSelect } from './present-user.ts';

/**
 * Whether the members' total is the one the database keeps (company_member_counts: live members
 * per company and type, maintained by triggers in the writing transaction; docs/list-queries.md
 * "Counts kept by the database"): the default screen and its role filter. Any other filter needs
 * the exact count of its own rows.
 */
const keptCountAnswers = (q: ListUsersQuery) => !q.search && !q.user_responsible && !q.discipline_id && !q.tutor_id;

/** One row per type instead of every membership: 0.1 ms whatever the company's size. */
async function keptMemberCount(
  deps: Pick<AppDeps, 'globalDb'>,
  companyId: number,
  role: ListUsersQuery['role'],
): Promise<number> {
  const { _sum } = await deps.globalDb.companyMemberCount.aggregate({
    where: { companyId, ...(role ? { userType: { in: role } } : {}) },
    _sum: { members: true },
  });
  return _sum.members ?? 0;
}

/**
 * GET /users: members of the host tenant's company (users are global, so the membership filter
 * is explicit, and so is company_id on every inscription filter). Paginated in the database.
 */
export async function listUsers(
  deps: Pick<AppDeps, 'globalDb'>,
  tenant: Tenant,
  actor: Actor,
  q: ListUsersQuery,
): Promise<UserPage> {
  const companyId = tenant.companyId;
  const and: Prisma.UserWhereInput[] = [
    { deletedAt: null },
    { memberships: { some: { companyId, ...(q.user_responsible ? { responsibleId: q.user_responsible } : {}) } } },
  ];
  if (q.role) and.push({ type: { in: q.role } });
  if (q.search) {
    and.push({
      OR: [{ name: { contains: q.search, mode: 'insensitive' } }, { email: { contains: q.search, mode: 'insensitive' } }],
    });
  }
  if (q.discipline_id) {
    and.push({
      inscriptions: { some: { companyId, disciplineId: q.discipline_id, status: 'active', discipline: { deletedAt: null } } },
    });
  }
  if (q.tutor_id) {
    // Students of the disciplines the tutor teaches (tutor/teacher inscription) or owns.
    const taught: Prisma.DisciplineWhereInput = {
      companyId,
      deletedAt: null,
      OR: [
        { ownerId: q.tutor_id },
        { inscriptions: { some: { companyId, userId: q.tutor_id, role: { in: ['tutor', 'teacher'] }, status: 'active' } } },
      ],
    };
    and.push({ inscriptions: { some: { companyId, role: 'student', status: 'active', discipline: taught } } });
  }
  const where: Prisma.UserWhereInput = { AND: and };
  const [total, rows] = await Promise.all([
    keptCountAnswers(q) ? keptMemberCount(deps, companyId, q.role) : deps.globalDb.user.count({ where }),
    deps.globalDb.user.findMany({
      where,
      select: userSelect,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      skip: (q.page - 1) * q.per_page,
      take: q.per_page,
    }),
  ]);
  return { data: await presentUsers(deps, tenant, actor, rows), meta: pageMeta(q.page, q.per_page, total) };
}
