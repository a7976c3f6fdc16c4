// The demo seed, one step per domain, in the order they run (later steps read what earlier ones
// created, through the SeedContext). A new domain's demo data = one file here plus one line below.
import type { SeedStep } from '../context.ts';
import { assignments } from './assignments.ts';
import { attempts } from './attempts.ts';
import { audit } from './audit.ts';
import { calendar } from './calendar.ts';
import { catalogue } from './catalogue.ts';
import { companies } from './companies.ts';
import { contacts } from './contacts.ts';
import { forums } from './forums.ts';
import { gamification } from './gamification.ts';
import { grades } from './grades.ts';
import { inscriptions } from './inscriptions.ts';
import { integrations } from './integrations.ts';
import { leads } from './leads.ts';
import { materialFeedbacks } from './material-feedbacks.ts';
import { materialFiles } from './material-files.ts';
import { notifications } from './notifications.ts';
import { profiles } from './profiles.ts';
import { progress } from './progress.ts';
import { reports } from './reports.ts';
import { scorm } from './scorm.ts';
import { sessions } from './sessions.ts';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';
import { warnings } from './warnings.ts';

export const SEED_STEPS: readonly SeedStep[] = [
  users, // global users of both tenants, the demo student's profile
  companies, // companies, consumers (sub-domains), memberships
  catalogue, // tags, disciplines, topics, materials, items, files, questions
  materialFiles, // real pdf/docx/txt/audio bytes in storage behind the catalogue's file items
  scorm, // real SCORM packages behind the catalogue's SCORM items (in the API's storage)
  contacts, // the demo people's contacts
  profiles, // follows
  integrations, // LTI consumer
  leads, // waitlist lead
  inscriptions, // discipline inscriptions
  progress, // item and discipline progress
  attempts, // quiz attempts and answers
  assignments, // submissions and their evaluation
  grades, // from the attempts and submissions (after both)
  materialFeedbacks, // material reviews
  forums, // forums, comments, votes, reads (before notifications, which point at forums)
  warnings, // alerts and their reads
  notifications, // the bell
  calendar, // company events
  sessions, // tutors' weekly hours, study sessions and totals (after progress/attempts)
  gamification, // badges, awarded badges, points ledger (after sessions: the study badges)
  suppliers, // acme supplies the demo: supplier and consumer disciplines
  reports, // the report request and the activity log of the last weeks, from what the steps above made
  audit, // the audit log of the last weeks (after reports: it records the report request)
];
