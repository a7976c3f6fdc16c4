import type { ConsumerDiscipline } from '@trilha/shared/consumer-disciplines';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../kit/errors.ts';

/**
 * What an offer row shows, read in the consumer's tenant: its supplier (the consumer's own
 * suppliers row), the local discipline and who decided. Never the source discipline (another
 * tenant's row): its name and description were copied onto the offer when it was made.
 */
export const consumerDisciplineSelect = {
  id: true,
  name: true,
  description: true,
  type: true,
  status: true,
  consumerId: true,
  sourceDisciplineId: true,
  decidedAt: true,
  copiedAt: true,
  createdAt: true,
  supplier: { select: { id: true, name: true } },
  discipline: { select: { id: true, name: true } },
  decidedBy: { select: { id: true, name: true } },
} as const;

type Row = {
  id: number;
  name: string;
  description: string | null;
  type: ConsumerDiscipline['type'];
  status: ConsumerDiscipline['status'];
  consumerId: number;
  sourceDisciplineId: number | null;
  decidedAt: Date | null;
  copiedAt: Date | null;
  createdAt: Date;
  supplier: { id: number; name: string } | null;
  discipline: { id: number; name: string } | null;
  decidedBy: { id: number; name: string } | null;
};

export const presentConsumerDiscipline = (r: Row): ConsumerDiscipline => ({
  id: r.id,
  name: r.name,
  description: r.description,
  type: r.type,
  status: r.status,
  consumer_id: r.consumerId,
  supplier: r.supplier,
  source_discipline_id: r.sourceDisciplineId,
  discipline: r.discipline,
  decided_by: r.decidedBy,
  decided_at: r.decidedAt?.toISOString() ?? null,
  copied_at: r.copiedAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});

/** An offer of the host tenant (the consumer's), else 404: another tenant's id is not confirmed. */
export async function findConsumerDiscipline(deps: Pick<AppDeps, 'db'>, id: number) {
  const row = await deps.db.consumerDiscipline.findFirst({ where: { id, deletedAt: null }, select: consumerDisciplineSelect });
  if (!row) throw appError('CONSUMER_DISCIPLINE_NOT_FOUND');
  return row;
}

export async function getConsumerDiscipline(deps: Pick<AppDeps, 'db'>, id: number): Promise<ConsumerDiscipline> {
  return presentConsumerDiscipline(await findConsumerDiscipline(deps, id));
}
