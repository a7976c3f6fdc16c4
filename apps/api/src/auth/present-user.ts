import { Prisma } from '@trilha/db';
import type { UserType } from '@trilha/shared';
import type { AuthUser } from '@trilha/shared/auth';
import type { AppDeps } from '../deps.ts';

type UserWithCompanies = {
  id: number;
  name: string;
  email: string;
  type: string;
  avatar: string | null;
  memberships: { company: { id: number; name: string } }[];
};

/**
 * The signed-in user. `points` is what they earned in the company signed in to (its points
 * ledger), as their profile there shows: `users.points` totals every company (issue 29 item 16).
 */
export const presentAuthUser = (u: UserWithCompanies, points: number): AuthUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  type: u.type as UserType,
  points,
  avatar: u.avatar,
  companies: u.memberships.map((m) => m.company),
});

/** The user's points in one company: the sum of its ledger (an index led by company_id, user_id). */
export async function companyPoints(deps: Pick<AppDeps, 'db'>, companyId: number, userId: number): Promise<number> {
  const [row] = await deps.db.$queryRaw<{ points: number }[]>(Prisma.sql`
    SELECT coalesce(sum(points), 0)::int AS points FROM points_ledger WHERE company_id = ${companyId} AND user_id = ${userId}`);
  return row?.points ?? 0;
}

export const withCompanies = { memberships: { include: { company: { select: { id: true, name: true } } } } } as const;
