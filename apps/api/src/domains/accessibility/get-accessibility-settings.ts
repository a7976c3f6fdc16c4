import type { AccessibilitySettings } from '@trilha/shared/accessibility';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { presentSettings } from './present-settings.ts';

/**
 * GET /users/me/accessibility: the caller's saved settings in this company, or null when they never
 * saved any (the client then keeps the browser's and saves them).
 */
export async function getAccessibilitySettings(deps: Pick<AppDeps, 'db'>, actor: Actor): Promise<AccessibilitySettings | null> {
  const row = await deps.db.accessibilitySetting.findFirst({
    where: { userId: actor.id },
    select: { dyslexia: true, fontMultiplier: true, contrastMultiplier: true, colorBlindnessIndex: true },
  });
  return row ? presentSettings(row) : null;
}
