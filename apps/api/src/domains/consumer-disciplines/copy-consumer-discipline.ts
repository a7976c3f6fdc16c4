import type { ConsumerDiscipline } from '@trilha/shared/consumer-disciplines';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { deepCopyDiscipline, type DeepCopyResult } from '../disciplines/deep-copy.ts';
import { findConsumerDiscipline, getConsumerDiscipline } from './present-consumer-discipline.ts';

/**
 * POST /consumer-disciplines/{id}/copy, on the consumer's host: a deep copy of the offered
 * discipline (topics, materials, items, files, linked questions: disciplines/deep-copy.ts) into the
 * consumer's tenant, owned by whoever copies it, named as the offer reads. The offer is then
 * approved and points at the copy (discipline_id, copied_at); it leaves the pending list.
 *
 * THE one read of another tenant's content, and why it is safe (docs/learning-content.md):
 * - the offer is first found with the tenant-bound client (deps.db): only the host tenant's offers
 *   are reachable, so the id in the path cannot name any other source;
 * - the source is exactly the offer's source_discipline_id in the company of the offer's supplier
 *   (the consumer's own `suppliers` row, which must still be active): nothing from the request picks it;
 * - only then the platform-wide client runs one transaction that reads that discipline's content
 *   and writes the copy and the offer (lint allows deps.globalDb in this file only:
 *   eslint.config.js GLOBAL_DB_FILES).
 */
export async function copyConsumerDiscipline(
  deps: Pick<AppDeps, 'db' | 'globalDb' | 'storage' | 'disciplineCopy'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<ConsumerDiscipline> {
  const offer = await findConsumerDiscipline(deps, id);
  if (offer.copiedAt) throw appError('CONSUMER_DISCIPLINE_ALREADY_COPIED');
  const row = await deps.db.consumerDiscipline.findFirstOrThrow({ where: { id }, select: { supplierId: true } });
  const supplier = row.supplierId
    ? await deps.db.supplier.findFirst({ where: { id: row.supplierId, status: 'active' }, select: { supplierCompanyId: true } })
    : null;
  if (!supplier || offer.sourceDisciplineId === null) throw appError('CONSUMER_DISCIPLINE_SOURCE_GONE');
  const source = { companyId: supplier.supplierCompanyId, disciplineId: offer.sourceDisciplineId };

  let copied: DeepCopyResult | undefined;
  try {
    await deps.globalDb.$transaction(
      async (tx) => {
        const live = await tx.discipline.count({
          where: { id: source.disciplineId, companyId: source.companyId, deletedAt: null },
        });
        if (!live) throw appError('CONSUMER_DISCIPLINE_SOURCE_GONE');
        copied = await deepCopyDiscipline(tx, deps, source, {
          companyId: tenant.companyId,
          ownerId: actor.id,
          name: offer.name,
        });
        // The guard on copied_at makes a second copy racing this one fail instead of copying twice.
        const marked = await tx.consumerDiscipline.updateMany({
          where: { id, companyId: tenant.companyId, copiedAt: null },
          data: {
            disciplineId: copied.disciplineId,
            copiedAt: new Date(),
            status: 'approved',
            ...(offer.status === 'approved' ? {} : { decidedById: actor.id, decidedAt: new Date() }),
          },
        });
        if (marked.count !== 1) throw appError('CONSUMER_DISCIPLINE_ALREADY_COPIED');
      },
      { timeout: 60_000 },
    );
  } catch (e) {
    // deepCopyDiscipline removes its objects when it fails itself; here something failed after it.
    const keys = (copied as DeepCopyResult | undefined)?.copiedKeys ?? [];
    await Promise.allSettled(keys.map((k) => deps.storage.delete(k)));
    throw e;
  }
  return getConsumerDiscipline(deps, id);
}
