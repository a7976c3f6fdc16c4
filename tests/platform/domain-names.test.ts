import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// One name per domain, in every layer (docs/architecture.md "Where each domain lives"): the API's
// domain folder (apps/api/src/domains/<d>/) is the canonical name, and every per-domain folder or
// file of the other layers is named after one. What is not a domain is named below, with why, so a
// layer cannot drift to a second name for a domain (`badges` beside `gamification`) unseen.
const ROOT = resolve(import.meta.dirname, '../..');

const folders = (dir: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const files = (dir: string, ext: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => e.name.slice(0, -ext.length));

export const API_DOMAINS = new Set(folders('apps/api/src/domains'));

/** Per layer: its per-domain names, and the names in it that are no domain (each with its reason). */
const LAYERS: { layer: string; names: () => string[]; notDomains: Record<string, string> }[] = [
  {
    layer: 'prisma/schema/<d>.prisma',
    names: () => files('prisma/schema', '.prisma'),
    notDomains: { platform: 'the generator, the datasource and the outbox, which every domain writes (docs/data-model.md)' },
  },
  {
    layer: 'packages/shared/src/<d>/',
    names: () => folders('packages/shared/src'),
    notDomains: {
      'ai-secret': "the ai domain's server-only part (node:crypto), kept out of the web's import of @trilha/shared/ai",
      common: 'kernel: schemas and messages every domain uses',
      errors: 'kernel: defineErrors and the error registry',
      events: 'kernel: defineDomainEvents and the event catalogue',
      jobs: 'kernel: defineJobs and the job catalogue',
      kernel: 'kernel: the platform-wide entry',
      locale: 'kernel: languages and formats',
      navigation: "the shell's menu permissions (sidebar entries of several domains and of screens still to come)",
      policy: 'kernel: can() and definePermissions',
      realtime: 'kernel: live channels and the live event catalogue',
      storage: 'the file storage package has no domain: its sweep job (storage.sweep-partials)',
      tenancy: 'kernel: the tenant settings every request carries',
      'web-security': "kernel: the web server's security headers",
    },
  },
  {
    layer: 'apps/web/src/features/<d>/',
    names: () => folders('apps/web/src/features'),
    notDomains: {
      'access-as': 'the access-as banner and leave action: a session state of the shell (the tokens are auth)',
      errors: 'the error pages (404, 403, crash): no domain',
      language: "the language selector: the client's own setting",
      'notification-preferences':
        'the notifications domain\'s preferences screen, a feature of its own so that its strings (and their "en"/"es" files) load only there',
      upcoming: 'sidebar destinations whose domains do not exist yet: each moves to its domain when built',
    },
  },
  {
    layer: 'apps/worker/src/jobs/<d>/',
    names: () => folders('apps/worker/src/jobs'),
    notDomains: { storage: 'storage.sweep-partials: the storage package has no domain' },
  },
  {
    layer: 'prisma/src/seed/steps/<d>.ts',
    names: () => files('prisma/src/seed/steps', '.ts'),
    notDomains: {
      index: 'the steps in the order they run',
      catalogue:
        "each tenant's content tree in one pass (tags, disciplines, topics, materials, items, questions: prisma/src/seed/content.ts), whose ids the later steps read",
      'material-files': "the bytes in storage behind the catalogue's file items (after the catalogue, before SCORM)",
      progress: "the materials domain's progress rows: after inscriptions, which they read, long after the materials themselves",
    },
  },
  {
    layer: 'tests/support/factories/<d>.ts',
    names: () => files('tests/support/factories', '.ts'),
    notDomains: {
      index: 'the factories map',
      tenants: 'a company with its consumer: every test starts with one',
      unique: 'the random suffix every factory uses',
    },
  },
];

describe('one name per domain in every layer', () => {
  it('reads the API domains (the canonical names)', () => {
    expect(API_DOMAINS.size).toBeGreaterThan(30);
    expect(API_DOMAINS).toContain('gamification');
  });

  for (const { layer, names, notDomains } of LAYERS) {
    it(`${layer}: every name is an API domain or declared as no domain`, () => {
      const stray = names().filter((n) => !API_DOMAINS.has(n) && !Object.hasOwn(notDomains, n));
      expect(stray, `name it after its API domain (apps/api/src/domains/<d>/), or declare why it is none`).toEqual([]);
    });
    it(`${layer}: every declared exception still exists and is not a domain`, () => {
      const present = new Set(names());
      const stale = Object.keys(notDomains).filter((n) => !present.has(n) || API_DOMAINS.has(n));
      expect(stale, 'remove the exception').toEqual([]);
    });
  }
});
