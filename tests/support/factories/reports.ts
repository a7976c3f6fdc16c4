import type { Db } from '@trilha/db';
import type { ActivityKind } from '@trilha/shared/reports';
import type { TestTenant } from './tenants.ts';

let sourceEvent = 1_000_000_000;

/** One fact of the activity log (as a subscriber writes it), with its own made-up source event id. */
export async function createActivity(
  db: Db,
  tenant: TestTenant,
  userId: number,
  o: {
    kind?: ActivityKind;
    disciplineId?: number | null;
    materialItemId?: number | null;
    subjectId?: number | null;
    details?: Record<string, unknown>;
    occurredAt?: Date;
  } = {},
) {
  return db.activityLog.create({
    data: {
      companyId: tenant.company.id,
      userId,
      kind: o.kind ?? 'signed_in',
      disciplineId: o.disciplineId ?? null,
      materialItemId: o.materialItemId ?? null,
      subjectId: o.subjectId ?? null,
      details: (o.details ?? {}) as object,
      occurredAt: o.occurredAt ?? new Date(),
      sourceEventId: BigInt(sourceEvent++),
    },
  });
}

export const reportFactories = { activity: createActivity };
