import { can } from '@trilha/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import { appError } from '../../http/app-error.ts';

/** What every content use case needs to know about the discipline it works in. */
export type DisciplineAccess = {
  id: number;
  ownerId: number | null;
  type: 'own' | 'supplied';
  visible: boolean;
  /** May create, change and delete its topics, materials and items (and enrol, for staff). */
  canManage: boolean;
};

/**
 * THE rule of who reaches a discipline and its content (topics, materials, items, files,
 * progress, reviews). Every content route goes through it, so the rule lives here once:
 * - `disciplines:read-any` (manager, supervisor, client, admin): any discipline of the tenant;
 * - anyone else: the disciplines they own, or are enrolled in with an active enrolment whose
 *   window (started_at … finished_at, open ends allowed) contains now; students only visible ones.
 * Anything else, another tenant's id included, is 404 DISCIPLINE_NOT_FOUND: an outsider does not
 * learn that the discipline exists. Through the tenant-bound client, so row-level security
 * confines it as well.
 */
export async function findReadableDiscipline(deps: AppDeps, actor: Actor, disciplineId: number): Promise<DisciplineAccess> {
  const d = await deps.db.discipline.findFirst({
    where: { id: disciplineId, deletedAt: null },
    select: { id: true, ownerId: true, type: true, visible: true },
  });
  if (!d) throw appError('DISCIPLINE_NOT_FOUND');
  const manageAny = can(actor.type, 'disciplines:manage-any-content');
  if (can(actor.type, 'disciplines:read-any')) return { ...d, canManage: manageAny };

  const owner = d.ownerId === actor.id;
  const now = new Date();
  const inscription = owner
    ? null
    : await deps.db.disciplineInscription.findFirst({
        where: {
          disciplineId,
          userId: actor.id,
          status: 'active',
          AND: [
            { OR: [{ startedAt: null }, { startedAt: { lte: now } }] },
            { OR: [{ finishedAt: null }, { finishedAt: { gte: now } }] },
          ],
        },
        select: { role: true },
      });
  if (!owner && !inscription) throw appError('DISCIPLINE_NOT_FOUND');
  if (!d.visible && !can(actor.type, 'disciplines:view-hidden')) throw appError('DISCIPLINE_NOT_FOUND');
  const teaches = owner || inscription?.role === 'teacher';
  return { ...d, canManage: can(actor.type, 'disciplines:manage-content') && (manageAny || teaches) };
}

/** As findReadableDiscipline, and refuses (403) one whose content the actor may not change. */
export async function findManageableDiscipline(deps: AppDeps, actor: Actor, disciplineId: number): Promise<DisciplineAccess> {
  const d = await findReadableDiscipline(deps, actor, disciplineId);
  if (!d.canManage) throw appError('DISCIPLINE_NOT_EDITABLE');
  return d;
}
