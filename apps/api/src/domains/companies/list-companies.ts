import { pageMeta } from '@trilha/shared';
import { type CompanyPage, type ListCompaniesQuery } from '@trilha/shared/companies';
import type { UserRef } from '@trilha/shared';
import type { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import { companyInclude, presentCompany } from './present-company.ts';

/**
 * GET /companies (admins; companies are global). Default: every company not deleted; status
 * active/inactive narrows that, status=deleted lists the deleted ones (to restore).
 */
export async function listCompanies(deps: Pick<AppDeps, 'globalDb'>, q: ListCompaniesQuery): Promise<CompanyPage> {
  const where: Prisma.CompanyWhereInput =
    q.status === 'deleted' ? { deletedAt: { not: null } } : { deletedAt: null, ...(q.status ? { status: q.status } : {}) };
  if (q.responsible_id) where.responsibleId = q.responsible_id;
  if (q.search) {
    where.OR = [
      { name: { contains: q.search, mode: 'insensitive' } },
      { consumers: { some: { domain: { contains: q.search.toLowerCase() } } } },
    ];
  }
  const [total, rows] = await Promise.all([
    deps.globalDb.company.count({ where }),
    deps.globalDb.company.findMany({
      where,
      include: companyInclude,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      skip: (q.page - 1) * q.per_page,
      take: q.per_page,
    }),
  ]);
  return { data: rows.map(presentCompany), meta: pageMeta(q.page, q.per_page, total) };
}

/** Users who are the responsible of at least one company not deleted, by name (one query). */
export async function listCompanyResponsibles(deps: Pick<AppDeps, 'globalDb'>): Promise<UserRef[]> {
  return deps.globalDb.user.findMany({
    where: { responsibleFor: { some: { deletedAt: null } } },
    select: { id: true, name: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}
