// Every API domain, one line each: a new domain adds its folder and its line here.
import type { ApiDomain } from '../kit/domain.ts';
import { healthDomain } from './health/index.ts';
import { settingsDomain } from './settings/index.ts';
import { authDomain } from './auth/index.ts';
import { disciplinesDomain } from './disciplines/index.ts';
import { disciplineTagsDomain } from './discipline-tags/index.ts';
import { disciplineTopicsDomain } from './discipline-topics/index.ts';
import { adminDomain } from './admin/index.ts';
import { companiesDomain } from './companies/index.ts';
import { usersDomain } from './users/index.ts';
import { contactsDomain } from './contacts/index.ts';
import { integrationsDomain } from './integrations/index.ts';
import { leadsDomain } from './leads/index.ts';
import { consumersDomain } from './consumers/index.ts';
import { suppliersDomain } from './suppliers/index.ts';
import { materialsDomain } from './materials/index.ts';
import { inscriptionsDomain } from './inscriptions/index.ts';
import { consumerDisciplinesDomain } from './consumer-disciplines/index.ts';
import { materialFeedbacksDomain } from './material-feedbacks/index.ts';
import { attemptsDomain } from './attempts/index.ts';
import { forumsDomain } from './forums/index.ts';
import { scormDomain } from './scorm/index.ts';
import { assignmentsDomain } from './assignments/index.ts';
import { gradesDomain } from './grades/index.ts';
import { questionsDomain } from './questions/index.ts';
import { questionImportDomain } from './question-import/index.ts';
import { broadcastingDomain } from './broadcasting/index.ts';
import { gamificationDomain } from './gamification/index.ts';
import { notificationsDomain } from './notifications/index.ts';
import { sessionsDomain } from './sessions/index.ts';
import { warningsDomain } from './warnings/index.ts';
import { calendarDomain } from './calendar/index.ts';
import { reportsDomain } from './reports/index.ts';
import { exportsDomain } from './exports/index.ts';
import { profilesDomain } from './profiles/index.ts';
import { accessibilityDomain } from './accessibility/index.ts';
import { aiDomain } from './ai/index.ts';
import { auditDomain } from './audit/index.ts';

export const API_DOMAINS: readonly ApiDomain[] = [
  healthDomain,
  settingsDomain,
  authDomain,
  disciplinesDomain,
  disciplineTagsDomain,
  disciplineTopicsDomain,
  adminDomain,
  companiesDomain,
  usersDomain,
  contactsDomain,
  integrationsDomain,
  leadsDomain,
  consumersDomain,
  suppliersDomain,
  materialsDomain,
  inscriptionsDomain,
  consumerDisciplinesDomain,
  materialFeedbacksDomain,
  attemptsDomain,
  forumsDomain,
  scormDomain,
  assignmentsDomain,
  gradesDomain,
  questionsDomain,
  questionImportDomain,
  broadcastingDomain,
  gamificationDomain,
  notificationsDomain,
  sessionsDomain,
  warningsDomain,
  calendarDomain,
  reportsDomain,
  exportsDomain,
  profilesDomain,
  accessibilityDomain,
  aiDomain,
  auditDomain,
];
