import { Prisma } from '@trilha/db';

/**
 * `user` (an SQL expression naming a user id) is a live member of the company: the profile, its
 * lists and the follow button only ever show and count such users (someone who left the company or
 * was deleted drops out of the counts and the lists alike).
 */
export const isMember = (companyId: number, user: Prisma.Sql) => Prisma.sql`EXISTS (
  SELECT 1 FROM company_users cu JOIN users mu ON mu.id = cu.user_id AND mu.deleted_at IS NULL
   WHERE cu.company_id = ${companyId} AND cu.user_id = ${user})`;
