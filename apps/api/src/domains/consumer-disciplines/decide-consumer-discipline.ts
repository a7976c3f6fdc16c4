import { tenantKey } from '@trilha/db';
import type { ConsumerDiscipline, UpdateConsumerDisciplineBody } from '@trilha/shared/consumer-disciplines';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { appError } from '../../kit/errors.ts';
import { requireAccess } from '../../kit/access.ts';
import { consumerDisciplineSelect, findConsumerDiscipline, presentConsumerDiscipline } from './present-consumer-discipline.ts';

// The consumer's side: every use case here works on a row of the host tenant only (deps.db).

const decided = (actor: Actor) => ({ decidedById: actor.id, decidedAt: new Date() });

async function save(deps: Pick<AppDeps, 'db'>, id: number, data: Record<string, unknown>): Promise<ConsumerDiscipline> {
  return presentConsumerDiscipline(
    await deps.db.consumerDiscipline.update({ where: tenantKey(id), data, select: consumerDisciplineSelect }),
  );
}

/** POST /{id}/approve: accepted into the company's catalogue; it leaves the pending list. */
export async function approveConsumerDiscipline(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number) {
  await findConsumerDiscipline(deps, id);
  return save(deps, id, { status: 'approved', ...decided(actor) });
}

/**
 * POST /{id}/disapprove: refused; it leaves the pending list. An attachment goes with it (the
 * local discipline no longer stands for the offer); a copy already made stays the company's.
 */
export async function disapproveConsumerDiscipline(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number) {
  const row = await findConsumerDiscipline(deps, id);
  return save(deps, id, { status: 'disapproved', ...decided(actor), ...(row.copiedAt ? {} : { disciplineId: null }) });
}

/**
 * POST /{id}/discipline/{disciplineId}/attach: the offer is what this local discipline (one the
 * actor manages) teaches; attaching accepts it, so a pending offer becomes approved.
 */
export async function attachConsumerDiscipline(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number, disciplineId: number) {
  const row = await findConsumerDiscipline(deps, id);
  await requireAccess(deps, actor, 'discipline:manage', disciplineId);
  return save(deps, id, {
    disciplineId,
    ...(row.status === 'approved' ? {} : { status: 'approved', ...decided(actor) }),
  });
}

/** POST /{id}/discipline/{disciplineId}/detach: undoes attach (the path names the discipline it was attached to). */
export async function detachConsumerDiscipline(deps: Pick<AppDeps, 'db'>, id: number, disciplineId: number) {
  const row = await findConsumerDiscipline(deps, id);
  if (row.discipline?.id !== disciplineId || row.copiedAt) throw appError('CONSUMER_DISCIPLINE_NOT_ATTACHED');
  return save(deps, id, { disciplineId: null });
}

/** PUT /{id}: how the offer reads in the company's own list (name, description, type). */
export async function updateConsumerDiscipline(deps: Pick<AppDeps, 'db'>, id: number, body: UpdateConsumerDisciplineBody) {
  await findConsumerDiscipline(deps, id);
  return save(deps, id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description || null } : {}),
    ...(body.type ? { type: body.type } : {}),
  });
}

/** DELETE /{id}: removes the offer from the company's lists (soft: the supplier may offer it again). */
export async function deleteConsumerDiscipline(deps: Pick<AppDeps, 'db'>, id: number) {
  await findConsumerDiscipline(deps, id);
  await deps.db.consumerDiscipline.update({ where: tenantKey(id), data: { deletedAt: new Date() } });
}
