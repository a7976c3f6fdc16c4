// Every feature of the client, one line each (docs/web-client.md "Adding a feature"). The route
// table, the sidebar, the user menu and the pt-BR catalogue are built from this list.
import { authFeature } from '../features/auth/feature.ts';
import { errorsFeature } from '../features/errors/feature.ts';
import { adminFeature } from '../features/admin/feature.ts';
import { disciplinesFeature } from '../features/disciplines/feature.ts';
import { usersFeature } from '../features/users/feature.ts';
import { companiesFeature } from '../features/companies/feature.ts';
import { integrationsFeature } from '../features/integrations/feature.ts';
import { consumersFeature } from '../features/consumers/feature.ts';
import { profilesFeature } from '../features/profiles/feature.ts';
import { leadsFeature } from '../features/leads/feature.ts';
import { accessAsFeature } from '../features/access-as/feature.ts';
import { materialsFeature } from '../features/materials/feature.ts';
import { upcomingFeature } from '../features/upcoming/feature.ts';
import { scormFeature } from '../features/scorm/feature.ts';
import { inscriptionsFeature } from '../features/inscriptions/feature.ts';
import { consumerDisciplinesFeature } from '../features/consumer-disciplines/feature.ts';
import { materialFeedbacksFeature } from '../features/material-feedbacks/feature.ts';
import { assignmentsFeature } from '../features/assignments/feature.ts';
import { gradesFeature } from '../features/grades/feature.ts';
import { questionsFeature } from '../features/questions/feature.ts';
import { attemptsFeature } from '../features/attempts/feature.ts';
import { questionImportFeature } from '../features/question-import/feature.ts';
import { forumsFeature } from '../features/forums/feature.ts';
import { warningsFeature } from '../features/warnings/feature.ts';
import { calendarFeature } from '../features/calendar/feature.ts';
import { notificationsFeature } from '../features/notifications/feature.ts';
import { gamificationFeature } from '../features/gamification/feature.ts';
import { notificationPreferencesFeature } from '../features/notification-preferences/feature.ts';
import { sessionsFeature } from '../features/sessions/feature.ts';
import { reportsFeature } from '../features/reports/feature.ts';
import { accessibilityFeature } from '../features/accessibility/feature.ts';
import { aiFeature } from '../features/ai/feature.ts';
import { languageFeature } from '../features/language/feature.ts';
import { auditFeature } from '../features/audit/feature.ts';

export const FEATURES = [
  authFeature,
  errorsFeature,
  adminFeature,
  disciplinesFeature,
  usersFeature,
  companiesFeature,
  integrationsFeature,
  consumersFeature,
  profilesFeature,
  leadsFeature,
  accessAsFeature,
  materialsFeature,
  scormFeature,
  upcomingFeature,
  inscriptionsFeature,
  consumerDisciplinesFeature,
  materialFeedbacksFeature,
  assignmentsFeature,
  gradesFeature,
  questionsFeature,
  attemptsFeature,
  questionImportFeature,
  forumsFeature,
  warningsFeature,
  calendarFeature,
  notificationsFeature,
  gamificationFeature,
  notificationPreferencesFeature,
  sessionsFeature,
  reportsFeature,
  accessibilityFeature,
  aiFeature,
  languageFeature,
  auditFeature,
] as const;
