import { can } from '@trilha/shared';
import type { AppDeps } from '../deps.ts';
import type { Actor } from './actor.ts';
import type { Tenant } from './tenant.ts';
import { AppError, appError } from './errors.ts';
import { findItem } from './find-item.ts';

// Who reaches an attempt. Its learner always (while they may still read the item); staff with
// attempts:read-any through findItem (the discipline's one access rule); anyone else, another
// tenant included, gets 404: a student never learns that another student's attempt exists.

export const attemptSelect = {
  id: true,
  companyId: true,
  materialItemId: true,
  userId: true,
  status: true,
  startedAt: true,
  finishedAt: true,
  checked: true,
  checkedAt: true,
  score: true,
  feedback: true,
  preview: true,
} as const;

export type Mode = 'read' | 'grade' | 'delete';

export async function loadAttempt(deps: Pick<AppDeps, 'db'>, tenant: Tenant, actor: Actor, id: number, mode: Mode) {
  const attempt = await deps.db.attempt.findFirst({ where: { id }, select: attemptSelect });
  if (!attempt) throw appError('ATTEMPT_NOT_FOUND');
  const own = attempt.userId === actor.id;
  if (!own && !can(actor.type, 'attempts:read-any')) throw appError('ATTEMPT_NOT_FOUND');
  try {
    const { item } = await findItem(deps, tenant, actor, attempt.materialItemId, { manage: mode === 'delete' });
    return { attempt, item, own };
  } catch (err) {
    if (err instanceof AppError && err.code === 'MATERIAL_ITEM_NOT_FOUND') throw appError('ATTEMPT_NOT_FOUND');
    throw err;
  }
}

export type LoadedAttempt = Awaited<ReturnType<typeof loadAttempt>>['attempt'];

export const deadlineOf = (startedAt: Date, timeLimitMinutes: number | null | undefined): Date | null =>
  timeLimitMinutes ? new Date(startedAt.getTime() + timeLimitMinutes * 60_000) : null;
