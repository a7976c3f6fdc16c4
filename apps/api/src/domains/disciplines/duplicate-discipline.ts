import { DISCIPLINE_MESSAGES, type Discipline } from '@trilha/shared/disciplines';
import { TEXT_MAX } from '@trilha/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { requireAccess } from '../../kit/access.ts';
import { deepCopyDiscipline, type DeepCopyResult } from './deep-copy.ts';
import { presentDiscipline } from './present-discipline.ts';

/** "<name> (cópia)", cut so that it still fits the name column's limit. */
export function copyName(name: string): string {
  const suffix = ` ${DISCIPLINE_MESSAGES.disciplineCopySuffix}`;
  return name.slice(0, TEXT_MAX - suffix.length) + suffix;
}

/**
 * POST /disciplines/{id}/duplicate: a deep copy (deep-copy.ts) in one transaction, owned by
 * whoever duplicates it. A supplied discipline is not duplicated here: copying a supplier's
 * course is the consumer-disciplines "copy" flow.
 */
export async function duplicateDiscipline(
  deps: Pick<AppDeps, 'db' | 'storage' | 'disciplineCopy'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<Discipline> {
  await requireAccess(deps, actor, 'discipline:edit', id);
  const source = await deps.db.discipline.findFirstOrThrow({ where: { id }, select: { name: true } });
  // Set inside the transaction: if the commit itself fails, the copied objects are known here.
  let copied: DeepCopyResult | undefined;
  let disciplineId: number;
  try {
    disciplineId = await deps.db.$transaction(
      async (tx) => {
        copied = await deepCopyDiscipline(
          tx,
          deps,
          { companyId: tenant.companyId, disciplineId: id },
          { companyId: tenant.companyId, ownerId: actor.id, name: copyName(source.name) },
        );
        return copied.disciplineId;
      },
      { timeout: 60_000 },
    );
  } catch (e) {
    // deepCopyDiscipline removes its objects when it fails itself; here the commit failed after it.
    const keys = (copied as DeepCopyResult | undefined)?.copiedKeys ?? [];
    await Promise.allSettled(keys.map((k) => deps.storage.delete(k)));
    throw e;
  }
  return presentDiscipline(deps, tenant, actor, disciplineId);
}
