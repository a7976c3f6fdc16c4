import { pageMeta } from '@trilha/shared';
import { type ConsumerPage, type ListConsumersQuery } from '@trilha/shared/consumers';
import type { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { can } from '@trilha/shared';
import { presentConsumers } from './present-consumer.ts';

/**
 * GET /consumers. Admins (companies:list) see every company's consumers; a manager only their own
 * company's (a company_id of another company then matches nothing). distinct_responsible_id
 * answers one consumer per distinct responsible.
 */
export async function listConsumers(
  deps: Pick<AppDeps, 'globalDb'>,
  tenant: Tenant,
  actor: Actor,
  q: ListConsumersQuery,
): Promise<ConsumerPage> {
  const and: Prisma.ConsumerWhereInput[] = [];
  if (!can(actor.type, 'companies:list')) and.push({ companyId: tenant.companyId });
  if (q.company_id) and.push({ companyId: q.company_id });
  if (q.search) {
    and.push({ OR: [{ name: { contains: q.search, mode: 'insensitive' } }, { domain: { contains: q.search.toLowerCase() } }] });
  }
  if (q.distinct_responsible_id) and.push({ responsibleId: { not: null } });
  const where: Prisma.ConsumerWhereInput = { AND: and, company: { deletedAt: null } };
  const distinct = q.distinct_responsible_id ? (['responsibleId'] as const) : undefined;

  const [total, rows] = await Promise.all([
    distinct
      ? deps.globalDb.consumer.groupBy({ by: ['responsibleId'], where }).then((groups) => groups.length)
      : deps.globalDb.consumer.count({ where }),
    deps.globalDb.consumer.findMany({
      where,
      distinct: distinct ? [...distinct] : undefined,
      include: { company: { select: { id: true, name: true } } },
      orderBy: distinct ? [{ responsibleId: 'asc' }, { id: 'asc' }] : [{ name: 'asc' }, { id: 'asc' }],
      skip: (q.page - 1) * q.per_page,
      take: q.per_page,
    }),
  ]);
  return { data: await presentConsumers(deps, rows), meta: pageMeta(q.page, q.per_page, total) };
}
