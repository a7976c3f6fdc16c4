// Test data per domain: one file each, exporting its create* functions (first parameter: the
// database) and a `<domain>Factories` map of short names. A new domain adds its file and one
// spread below; setupApiTest() hands the map out bound to the file's database (`t.create.*`).
import type { Db } from '@trilha/db';
import { assignmentFactories } from './assignments.ts';
import { gamificationFactories } from './gamification.ts';
import { attemptFactories } from './attempts.ts';
import { disciplineTopicFactories } from './discipline-topics.ts';
import { contactFactories } from './contacts.ts';
import { disciplineFactories } from './disciplines.ts';
import { inscriptionFactories } from './inscriptions.ts';
import { forumFactories } from './forums.ts';
import { gradeFactories } from './grades.ts';
import { integrationFactories } from './integrations.ts';
import { materialFactories } from './materials.ts';
import { questionFactories } from './questions.ts';
import { scormFactories } from './scorm.ts';
import { supplierFactories } from './suppliers.ts';
import { tenantFactories } from './tenants.ts';
import { userFactories } from './users.ts';
import { questionImportFactories } from './question-import.ts';
import { warningFactories } from './warnings.ts';
import { calendarFactories } from './calendar.ts';
import { notificationFactories } from './notifications.ts';
import { sessionFactories } from './sessions.ts';
import { reportFactories } from './reports.ts';

export * from './assignments.ts';
export * from './gamification.ts';
export * from './attempts.ts';
export * from './discipline-topics.ts';
export * from './contacts.ts';
export * from './disciplines.ts';
export * from './inscriptions.ts';
export * from './forums.ts';
export * from './grades.ts';
export * from './integrations.ts';
export * from './materials.ts';
export * from './notifications.ts';
export * from './questions.ts';
export * from './scorm.ts';
export * from './suppliers.ts';
export * from './tenants.ts';
export * from './users.ts';
export * from './warnings.ts';
export * from './calendar.ts';
export * from './sessions.ts';

export const factories = {
  ...tenantFactories,
  ...userFactories,
  ...disciplineFactories,
  ...inscriptionFactories,
  ...contactFactories,
  ...integrationFactories,
  ...supplierFactories,
  ...scormFactories,
  ...disciplineTopicFactories,
  ...materialFactories,
  ...assignmentFactories,
  ...gradeFactories,
  ...questionFactories,
  ...attemptFactories,
  ...questionImportFactories,
  ...forumFactories,
  ...warningFactories,
  ...calendarFactories,
  ...notificationFactories,
  ...gamificationFactories,
  ...sessionFactories,
  ...reportFactories,
};

/** Each factory with its database argument already given. */
export type BoundFactories = {
  [K in keyof typeof factories]: (typeof factories)[K] extends (db: Db, ...args: infer A) => infer R ? (...args: A) => R : never;
};

export function bindFactories(db: Db): BoundFactories {
  const bound: Record<string, unknown> = {};
  for (const [name, make] of Object.entries(factories)) {
    bound[name] = (...args: unknown[]) => (make as (db: Db, ...a: unknown[]) => unknown)(db, ...args);
  }
  return bound as BoundFactories;
}
