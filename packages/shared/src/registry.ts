// Every domain of the platform, one line each: adding a domain adds its line here (and nothing
// else in this package outside its own folder). The tables below merge what each one declares.
import type { DomainDef } from './domain.ts';
import { ALL_PERMISSIONS as PERMISSIONS_ONLY } from './permission-registry.ts';
import { commonDomain } from './common/domain.ts';
import { authDomain } from './auth/domain.ts';
import { adminDomain } from './admin/domain.ts';
import { companiesDomain } from './companies/domain.ts';
import { consumersDomain } from './consumers/domain.ts';
import { contactsDomain } from './contacts/domain.ts';
import { disciplinesDomain } from './disciplines/domain.ts';
import { disciplineTagsDomain } from './discipline-tags/domain.ts';
import { disciplineTopicsDomain } from './discipline-topics/domain.ts';
import { integrationsDomain } from './integrations/domain.ts';
import { leadsDomain } from './leads/domain.ts';
import { suppliersDomain } from './suppliers/domain.ts';
import { usersDomain } from './users/domain.ts';
import { gamificationDomain } from './gamification/domain.ts';
import { forumsDomain } from './forums/domain.ts';
import { navigationDomain } from './navigation/domain.ts';
import { materialsDomain } from './materials/domain.ts';
import { inscriptionsDomain } from './inscriptions/domain.ts';
import { consumerDisciplinesDomain } from './consumer-disciplines/domain.ts';
import { materialFeedbacksDomain } from './material-feedbacks/domain.ts';
import { scormDomain } from './scorm/domain.ts';
import { assignmentsDomain } from './assignments/domain.ts';
import { gradesDomain } from './grades/domain.ts';
import { questionsDomain } from './questions/domain.ts';
import { attemptsDomain } from './attempts/domain.ts';
import { questionImportDomain } from './question-import/domain.ts';
import { broadcastingDomain } from './broadcasting/domain.ts';
import { warningsDomain } from './warnings/domain.ts';
import { calendarDomain } from './calendar/domain.ts';
import { notificationsDomain } from './notifications/domain.ts';
import { sessionsDomain } from './sessions/domain.ts';
import { reportsDomain } from './reports/domain.ts';
import { exportsDomain } from './exports/domain.ts';
import { profilesDomain } from './profiles/domain.ts';
import { accessibilityDomain } from './accessibility/domain.ts';
import { aiDomain } from './ai/domain.ts';
import { auditDomain } from './audit/domain.ts';

export const DOMAINS = [
  commonDomain,
  authDomain,
  adminDomain,
  companiesDomain,
  consumersDomain,
  contactsDomain,
  disciplinesDomain,
  disciplineTagsDomain,
  disciplineTopicsDomain,
  integrationsDomain,
  leadsDomain,
  suppliersDomain,
  usersDomain,
  gamificationDomain,
  forumsDomain,
  navigationDomain,
  materialsDomain,
  inscriptionsDomain,
  consumerDisciplinesDomain,
  materialFeedbacksDomain,
  scormDomain,
  assignmentsDomain,
  gradesDomain,
  questionsDomain,
  attemptsDomain,
  questionImportDomain,
  broadcastingDomain,
  warningsDomain,
  calendarDomain,
  notificationsDomain,
  sessionsDomain,
  reportsDomain,
  exportsDomain,
  profilesDomain,
  accessibilityDomain,
  aiDomain,
  auditDomain,
] as const;

type Union<K extends keyof DomainDef> = (typeof DOMAINS)[number][K];
type Merge<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? { [P in keyof I]: I[P] } : never;

/** Merges one table of every domain; a key declared by two domains is a bug, refused at load. */
function merge<K extends 'messages' | 'permissions' | 'errors'>(key: K): Merge<Union<K>> {
  const out: Record<string, unknown> = {};
  for (const d of DOMAINS as readonly DomainDef[]) {
    for (const [k, v] of Object.entries(d[key])) {
      if (Object.hasOwn(out, k)) throw new Error(`${key} "${k}" is declared twice (domain ${d.name})`);
      out[k] = v;
    }
  }
  return out as Merge<Union<K>>;
}

export const ALL_MESSAGES = merge('messages');
/**
 * The policy's table comes from permission-registry.ts (permissions only, so the web's sign-in page
 * does not carry every domain's messages); it must be exactly the domains' own tables, checked here.
 */
export const ALL_PERMISSIONS = PERMISSIONS_ONLY;
{
  const merged = merge('permissions') as Record<string, unknown>;
  const keys = Object.keys(merged);
  const listed = PERMISSIONS_ONLY as Record<string, unknown>;
  const missing = keys.filter((k) => listed[k] !== merged[k]);
  const extra = Object.keys(listed).filter((k) => !Object.hasOwn(merged, k));
  if (missing.length || extra.length)
    throw new Error(
      `permission-registry.ts differs from the domains' tables (missing: ${missing.join(', ')}; extra: ${extra.join(', ')})`,
    );
}
export const ALL_ERRORS = merge('errors');
