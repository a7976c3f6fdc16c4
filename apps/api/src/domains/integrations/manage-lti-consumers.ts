import { pageMeta } from '@trilha/shared';
import {
  type ListLtiConsumersQuery,
  type LtiConsumer,
  type LtiConsumerPage,
  type UpdateLtiConsumerBody,
} from '@trilha/shared/integrations';
import type { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../kit/errors.ts';
import { ltiConsumerInclude, presentLtiConsumer } from './present-lti-consumer.ts';

/** GET /lti-consumers (admins, every company): search (name or consumer key), company_id. */
export async function listLtiConsumers(deps: Pick<AppDeps, 'globalDb'>, q: ListLtiConsumersQuery): Promise<LtiConsumerPage> {
  const where: Prisma.LtiConsumerWhereInput = { deletedAt: null };
  if (q.company_id) where.companyId = q.company_id;
  if (q.search) where.OR = [{ name: { contains: q.search, mode: 'insensitive' } }, { consumerKey: q.search }];
  const [total, rows] = await Promise.all([
    deps.globalDb.ltiConsumer.count({ where }),
    deps.globalDb.ltiConsumer.findMany({
      where,
      include: ltiConsumerInclude,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      skip: (q.page - 1) * q.per_page,
      take: q.per_page,
    }),
  ]);
  return { data: rows.map(presentLtiConsumer), meta: pageMeta(q.page, q.per_page, total) };
}

/** PUT /lti-consumers/{id}: name, enabled. */
export async function updateLtiConsumer(
  deps: Pick<AppDeps, 'globalDb'>,
  id: number,
  body: UpdateLtiConsumerBody,
): Promise<LtiConsumer> {
  const { count } = await deps.globalDb.ltiConsumer.updateMany({
    where: { id, deletedAt: null },
    data: { name: body.name, enabled: body.enabled },
  });
  if (count === 0) throw notFound();
  // Across companies (the operators' screen): by id alone, a unique serial, not the (company_id, id) key.
  return presentLtiConsumer(await deps.globalDb.ltiConsumer.findFirstOrThrow({ where: { id }, include: ltiConsumerInclude }));
}

/** DELETE /lti-consumers/{id}: soft delete; its launches stop being accepted. */
export async function deleteLtiConsumer(deps: Pick<AppDeps, 'globalDb'>, id: number): Promise<void> {
  const { count } = await deps.globalDb.ltiConsumer.updateMany({
    where: { id, deletedAt: null },
    data: { deletedAt: new Date(), enabled: false },
  });
  if (count === 0) throw notFound();
}
