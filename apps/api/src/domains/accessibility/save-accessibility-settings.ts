import type { AccessibilitySettings } from '@trilha/shared/accessibility';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';

/**
 * PUT /users/me/accessibility: replaces the caller's settings in this company. One statement, so two
 * saves at once (two tabs, two devices) cannot both insert: the last one wins, as in the browser.
 */
export async function saveAccessibilitySettings(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  s: AccessibilitySettings,
): Promise<AccessibilitySettings> {
  await deps.db.$executeRaw`
    INSERT INTO accessibility_settings
      (company_id, user_id, dyslexia, font_multiplier, contrast_multiplier, color_blindness_index, updated_at)
    VALUES (${tenant.companyId}, ${actor.id}, ${s.dyslexia}, ${s.font_multiplier}, ${s.contrast_multiplier},
            ${s.color_blindness_index}, now())
    ON CONFLICT (company_id, user_id) DO UPDATE SET
      dyslexia = EXCLUDED.dyslexia,
      font_multiplier = EXCLUDED.font_multiplier,
      contrast_multiplier = EXCLUDED.contrast_multiplier,
      color_blindness_index = EXCLUDED.color_blindness_index,
      updated_at = EXCLUDED.updated_at`;
  return s;
}
