import type { TutorSettingsBody } from '@trilha/shared/sessions';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';

/** POST /tutor-settings: the caller's own weekly hours in this company (one row per tutor and company). */
export async function updateTutorSettings(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  body: TutorSettingsBody,
): Promise<{ weekly_hours: number }> {
  const companyId = tenant.companyId;
  const row = await deps.db.tutorSetting.upsert({
    where: { companyId_userId: { companyId, userId: actor.id } },
    create: { companyId, userId: actor.id, weeklyHours: body.weekly_hours },
    update: { weeklyHours: body.weekly_hours },
    select: { weeklyHours: true },
  });
  return { weekly_hours: row.weeklyHours };
}
