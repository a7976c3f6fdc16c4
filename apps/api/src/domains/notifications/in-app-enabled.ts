import { Prisma } from '@trilha/db';
import { ALL_NOTIFICATION_TYPES, NOTIFICATION_TYPE_DEFS, type NotificationType } from '@trilha/shared/notifications';

/**
 * The WHERE condition "the in-app channel of `type` is on for this user", for any set-based
 * INSERT … SELECT of notifications: the user's row for the type, else their '*' row, else the
 * registry's default (docs/notifications.md "Preferences"). `companyId` and `userId` are the SQL of
 * the candidate row's columns (e.g. Prisma.sql`i.company_id`). Correlated lookups on the
 * preferences' unique key, so the statement stays one statement whatever joins it has.
 */
export function inAppEnabled(companyId: Prisma.Sql, userId: Prisma.Sql, type: NotificationType): Prisma.Sql {
  const pref = (t: string) => Prisma.sql`(SELECT p.enabled FROM notification_preferences p
    WHERE p.company_id = ${companyId} AND p.user_id = ${userId} AND p.channel = 'in_app' AND p.type = ${t})`;
  return Prisma.sql`coalesce(${pref(type)}, ${pref(ALL_NOTIFICATION_TYPES)}, ${NOTIFICATION_TYPE_DEFS[type].defaults.in_app})`;
}
