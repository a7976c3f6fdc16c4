import { Prisma, type TenantDb } from '@trilha/db';
import { DIGEST_LOCAL_HOUR } from '@trilha/shared/notifications';

export type DigestCompany = { id: number; name: string; domain: string; time_zone: string; local_date: string };

/** What companies.time_zone falls back to when it names no zone PostgreSQL knows (as the calendar does). */
const DEFAULT_ZONE = 'America/Sao_Paulo';

/**
 * The active companies whose local clock reads DIGEST_LOCAL_HOUR at `at` (or just `companyId`,
 * whatever its hour), with the sub-domain links point to (their first consumer) and the local
 * day the digest is for. Platform tables only (companies, consumers: no row-level security), so it
 * runs before any tenant is bound; each company's digest then runs as that tenant.
 */
export async function dueCompanies(db: TenantDb, at: Date, companyId?: number): Promise<DigestCompany[]> {
  const zone = Prisma.sql`coalesce(z.name, ${DEFAULT_ZONE})`;
  const which =
    companyId === undefined
      ? Prisma.sql`extract(hour FROM ${at}::timestamptz AT TIME ZONE ${zone}) = ${DIGEST_LOCAL_HOUR}`
      : Prisma.sql`c.id = ${companyId}`;
  return db.$queryRaw<DigestCompany[]>(Prisma.sql`
    SELECT c.id, c.name, cons.domain, ${zone} AS time_zone,
           to_char(${at}::timestamptz AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS local_date
    FROM companies c
    LEFT JOIN pg_timezone_names z ON z.name = c.time_zone
    JOIN LATERAL (SELECT domain FROM consumers WHERE company_id = c.id ORDER BY id LIMIT 1) cons ON TRUE
    WHERE c.status = 'active' AND c.deleted_at IS NULL AND ${which}
    ORDER BY c.id`);
}
