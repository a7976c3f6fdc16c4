import { SCORM_MESSAGES, type SaveScormCmiBody, type SaveScormCmiResponse } from '@trilha/shared/scorm';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { attemptStatus } from './attempt-status.ts';
import { findScormItem } from './find-scorm-item.ts';
import { scormVersionOf } from './package-version.ts';
import { presentAttempt } from './present-attempt.ts';

/**
 * A commit from the player: the caller's cmi data replaces what was kept. The first commit that
 * says completed/passed publishes `scorm-attempt.completed`, whose in-transaction reaction in
 * materials marks the item done and answers the progress; later commits never undo it (a learner
 * who reopens a finished course keeps it finished).
 */
export async function saveScormCmi(
  deps: Pick<AppDeps, 'config' | 'db' | 'domainEvents' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  materialItemId: number,
  body: SaveScormCmiBody,
): Promise<SaveScormCmiResponse> {
  const item = await findScormItem(deps, tenant, actor, materialItemId);
  const version = await scormVersionOf(deps, tenant, item);
  const status = attemptStatus(version, body.cmi);
  const now = new Date();
  return deps.db.$transaction(async (tx) => {
    const before = await tx.scormAttempt.findFirst({
      where: { userId: actor.id, materialItemId: item.id },
      select: { completedAt: true },
    });
    const completedNow = status.completed && !before?.completedAt;
    const fields = {
      cmi: body.cmi,
      lessonStatus: status.lessonStatus,
      completionStatus: status.completionStatus,
      successStatus: status.successStatus,
      scoreRaw: status.scoreRaw,
      ...(completedNow ? { completedAt: now } : {}),
    };
    const row = await tx.scormAttempt.upsert({
      where: { companyId_userId_materialItemId: { companyId: tenant.companyId, userId: actor.id, materialItemId: item.id } },
      create: { companyId: tenant.companyId, userId: actor.id, materialItemId: item.id, version, ...fields },
      update: fields,
    });
    const progress = completedNow
      ? await deps.domainEvents.publish(tx, tenant.companyId, 'scorm-attempt.completed', {
          user_id: actor.id,
          material_item_id: item.id,
          material_id: item.materialId,
          discipline_id: item.disciplineId,
          completed_at: now.toISOString(),
        })
      : null;
    return {
      message: SCORM_MESSAGES.scormSaved,
      data: presentAttempt(row),
      material_progress: progress?.material_progress ?? null,
      discipline_progress: progress?.discipline_progress ?? null,
    };
  });
}
