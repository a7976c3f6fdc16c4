// The demo seed, one step per domain, in the order they run (later steps read what earlier ones
// created, through the SeedContext). A new domain's demo data = one file here plus one line below.
import type { SeedStep } from '../context.ts';
import { assessment } from './assessment.ts';
import { catalogue } from './catalogue.ts';
import { communication } from './communication.ts';
import { companies } from './companies.ts';
import { engagement } from './engagement.ts';
import { forums } from './forums.ts';
import { history } from './history.ts';
import { inscriptions } from './inscriptions.ts';
import { integrations } from './integrations.ts';
import { leads } from './leads.ts';
import { materialFiles } from './material-files.ts';
import { people } from './people.ts';
import { progress } from './progress.ts';
import { scorm } from './scorm.ts';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

export const SEED_STEPS: readonly SeedStep[] = [
  users, // global users of both tenants, the demo student's profile
  companies, // companies, consumers (sub-domains), memberships
  catalogue, // tags, disciplines, topics, materials, items, files, questions
  materialFiles, // real pdf/docx/txt/audio bytes in storage behind the catalogue's file items
  scorm, // real SCORM packages behind the catalogue's SCORM items (in the API's storage)
  people, // contacts, follows, tutor settings
  integrations, // LTI consumer
  leads, // waitlist lead
  inscriptions, // discipline inscriptions
  progress, // item and discipline progress
  assessment, // attempts and answers, assignments, grades, material reviews
  forums, // forums, comments, votes, reads (before notifications, which point at forums)
  communication, // notifications, warnings and reads, calendar events
  engagement, // badges, points ledger, study sessions, report request (after progress/attempts)
  suppliers, // acme supplies the demo: supplier and consumer disciplines
  history, // the activity log and audit log of the last weeks, from what the steps above made
];
