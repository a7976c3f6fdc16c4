import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * Tenancy, one way: API domains query through the tenant-bound client (`deps.db`). Only these
 * global domains may reach the platform-wide client (`deps.globalDb`), each for a reason:
 * auth (sign-in across a user's companies, tokens), users (users are global, with memberships),
 * companies (the tenants themselves), consumers (sub-domains of any company, for admins),
 * integrations (admins manage every company's LTI consumers), admin (platform-wide metrics),
 * broadcasting (a channel names a record of any of the user's companies: the channel rules find
 * its company first, then read as that tenant; @trilha/access channels.ts), audit (admins read the
 * audit log of every company; it writes only through its subscribers' tenant transactions).
 */
const GLOBAL_DB_DOMAINS = ['auth', 'users', 'companies', 'consumers', 'integrations', 'admin', 'broadcasting', 'audit'];
/**
 * Single files of tenant domains allowed the platform-wide client, each the one sanctioned path
 * across tenants: the supplied-discipline copy reads the supplier's discipline and writes the
 * consumer's copy in one transaction (docs/learning-content.md, "Supplied disciplines").
 */
const GLOBAL_DB_FILES = ['apps/api/src/domains/consumer-disciplines/copy-consumer-discipline.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'prisma/src/generated/**',
      '.data/**',
      'test-artifacts/**',
      'docs/openapi.json',
      '**/*.local.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', window: 'readonly', document: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/worker/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@trilha/api', '@trilha/api/*'],
              message: 'The worker does not import API internals: shared code lives in packages/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The realtime server gets its clients from main.ts (or the one-process platform): the channel
    // rules read through what they are given, tenant data through the tenant-bound client.
    files: ['apps/realtime/src/**/*.ts'],
    ignores: ['apps/realtime/src/main.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@trilha/db',
              importNames: ['createPrismaClient', 'createTenantDb', 'PrismaClient'],
              message: 'The realtime server receives its database clients (createRealtimeServer options); it never opens one.',
            },
          ],
          patterns: [
            {
              group: ['@trilha/api', '@trilha/api/*'],
              message: 'The realtime server does not import API internals: shared code lives in packages/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Job handlers run for one company, like a request: the tenant-bound client only (WorkerDeps).
    files: ['apps/worker/src/jobs/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='globalDb']",
          message: 'Job handlers read tenant data through deps.tenantDb inside runAsTenant(payload.company_id, …).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@trilha/db',
              importNames: ['createPrismaClient', 'createTenantDb', 'PrismaClient'],
              message: 'Job handlers receive the tenant-bound client in WorkerDeps; they never open one.',
            },
          ],
          patterns: [
            {
              group: ['@trilha/api', '@trilha/api/*'],
              message: 'The worker does not import API internals: shared code lives in packages/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/domains/**/*.ts'],
    ignores: [...GLOBAL_DB_DOMAINS.map((d) => `apps/api/src/domains/${d}/**`), ...GLOBAL_DB_FILES],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='globalDb']",
          message:
            'Tenant domains query through deps.db (tenant-bound, row-level security). The platform-wide client is for the global domains listed in eslint.config.js.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@trilha/db',
              importNames: ['createPrismaClient', 'PrismaClient'],
              message: 'Tenant domains receive their database client in deps.db; they never open one.',
            },
          ],
        },
      ],
    },
  },
);
