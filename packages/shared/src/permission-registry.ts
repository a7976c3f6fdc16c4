// Every domain's permissions and nothing else: what the policy (`can()`) needs. The web client's
// entry reaches the policy, and importing the full registry (registry.ts: every domain's messages
// and error table too) put all of them on the sign-in page (docs/web-client.md "Code splitting and
// the bundle budget"). registry.ts checks at load that this list has every domain's table, so a
// domain added there and forgotten here fails at the API's start and in tests/web/shared-kernel.test.ts.
import { COMMON_PERMISSIONS } from './common/permissions.ts';
import { AUTH_PERMISSIONS } from './auth/permissions.ts';
import { ADMIN_PERMISSIONS } from './admin/permissions.ts';
import { COMPANY_PERMISSIONS } from './companies/permissions.ts';
import { CONSUMER_PERMISSIONS } from './consumers/permissions.ts';
import { CONTACT_PERMISSIONS } from './contacts/permissions.ts';
import { DISCIPLINE_PERMISSIONS } from './disciplines/permissions.ts';
import { DISCIPLINE_TAG_PERMISSIONS } from './discipline-tags/permissions.ts';
import { DISCIPLINE_TOPIC_PERMISSIONS } from './discipline-topics/permissions.ts';
import { INTEGRATION_PERMISSIONS } from './integrations/permissions.ts';
import { LEAD_PERMISSIONS } from './leads/permissions.ts';
import { SUPPLIER_PERMISSIONS } from './suppliers/permissions.ts';
import { USER_PERMISSIONS } from './users/permissions.ts';
import { BADGE_PERMISSIONS } from './gamification/permissions.ts';
import { FORUM_PERMISSIONS } from './forums/permissions.ts';
import { NAVIGATION_PERMISSIONS } from './navigation/permissions.ts';
import { MATERIAL_PERMISSIONS } from './materials/permissions.ts';
import { INSCRIPTION_PERMISSIONS } from './inscriptions/permissions.ts';
import { CONSUMER_DISCIPLINE_PERMISSIONS } from './consumer-disciplines/permissions.ts';
import { MATERIAL_FEEDBACK_PERMISSIONS } from './material-feedbacks/permissions.ts';
import { SCORM_PERMISSIONS } from './scorm/permissions.ts';
import { ASSIGNMENT_PERMISSIONS } from './assignments/permissions.ts';
import { GRADE_PERMISSIONS } from './grades/permissions.ts';
import { QUESTION_PERMISSIONS } from './questions/permissions.ts';
import { ATTEMPT_PERMISSIONS } from './attempts/permissions.ts';
import { QUESTION_IMPORT_PERMISSIONS } from './question-import/permissions.ts';
import { WARNING_PERMISSIONS } from './warnings/permissions.ts';
import { CALENDAR_PERMISSIONS } from './calendar/permissions.ts';
import { NOTIFICATION_PERMISSIONS } from './notifications/permissions.ts';
import { SESSION_PERMISSIONS } from './sessions/permissions.ts';
import { REPORT_PERMISSIONS } from './reports/permissions.ts';
import { PROFILE_PERMISSIONS } from './profiles/permissions.ts';
import { ACCESSIBILITY_PERMISSIONS } from './accessibility/permissions.ts';
import { AI_PERMISSIONS } from './ai/permissions.ts';
import { AUDIT_PERMISSIONS } from './audit/permissions.ts';

/** Each domain's permission table, in registry.ts's order. */
export const PERMISSION_TABLES = [
  COMMON_PERMISSIONS,
  AUTH_PERMISSIONS,
  ADMIN_PERMISSIONS,
  COMPANY_PERMISSIONS,
  CONSUMER_PERMISSIONS,
  CONTACT_PERMISSIONS,
  DISCIPLINE_PERMISSIONS,
  DISCIPLINE_TAG_PERMISSIONS,
  DISCIPLINE_TOPIC_PERMISSIONS,
  INTEGRATION_PERMISSIONS,
  LEAD_PERMISSIONS,
  SUPPLIER_PERMISSIONS,
  USER_PERMISSIONS,
  BADGE_PERMISSIONS,
  FORUM_PERMISSIONS,
  NAVIGATION_PERMISSIONS,
  MATERIAL_PERMISSIONS,
  INSCRIPTION_PERMISSIONS,
  CONSUMER_DISCIPLINE_PERMISSIONS,
  MATERIAL_FEEDBACK_PERMISSIONS,
  SCORM_PERMISSIONS,
  ASSIGNMENT_PERMISSIONS,
  GRADE_PERMISSIONS,
  QUESTION_PERMISSIONS,
  ATTEMPT_PERMISSIONS,
  QUESTION_IMPORT_PERMISSIONS,
  WARNING_PERMISSIONS,
  CALENDAR_PERMISSIONS,
  NOTIFICATION_PERMISSIONS,
  SESSION_PERMISSIONS,
  REPORT_PERMISSIONS,
  PROFILE_PERMISSIONS,
  ACCESSIBILITY_PERMISSIONS,
  AI_PERMISSIONS,
  AUDIT_PERMISSIONS,
] as const;

type Merge<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? { [P in keyof I]: I[P] } : never;

function mergePermissions(): Merge<(typeof PERMISSION_TABLES)[number]> {
  const out: Record<string, unknown> = {};
  for (const table of PERMISSION_TABLES as readonly Record<string, unknown>[])
    for (const [k, v] of Object.entries(table)) {
      if (Object.hasOwn(out, k)) throw new Error(`permission "${k}" is declared twice`);
      out[k] = v;
    }
  return out as Merge<(typeof PERMISSION_TABLES)[number]>;
}

/** Every permission of the platform (the policy's table). */
export const ALL_PERMISSIONS = mergePermissions();
