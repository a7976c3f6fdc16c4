import { defineConfig } from 'vitest/config';
import { DurationSharding } from './tests/support/duration-sharding.ts';
import { MULTINODE_JOURNEYS } from './tests/e2e/multinode-journeys.ts';

// The e2e project's files: E2E_TOPOLOGY=multinode takes the content and assessment journeys only
// (through the proxy of several nodes); E2E_SKIP_MULTINODE_JOURNEYS=1 leaves them out, for a
// scripts/test.sh whose multi-node run already takes them (each journey runs once per `pnpm test`).
const multinode = process.env.E2E_TOPOLOGY === 'multinode';
const e2eFiles = multinode ? MULTINODE_JOURNEYS : ['tests/e2e/**/*.test.ts'];
const e2eSkipped = !multinode && process.env.E2E_SKIP_MULTINODE_JOURNEYS === '1' ? MULTINODE_JOURNEYS : [];

// One run, several projects: API/realtime/worker integration tests share a migrated template
// database; e2e drives the whole platform in Chromium; web holds client-side logic tests.
const serverProject = (name: string, include: string[], o: { isolate?: boolean } = {}) => ({
  test: {
    name,
    include,
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    isolate: o.isolate ?? true,
  },
});

export default defineConfig({
  test: {
    // `--shard=i/n` splits by measured duration (scripts/test.sh runs the e2e project in two shards).
    sequence: { sequencer: DurationSharding },
    projects: [
      // API files share one module graph per worker: importing the API (Fastify, Prisma, zod) once
      // instead of per file more than halves the project's time. Each file still has its own
      // database and API instance (setupApiTest); the API keeps no state in modules.
      serverProject('api', ['tests/api/**/*.test.ts'], { isolate: false }),
      // Isolated: the realtime and worker files both use the in-process job queue and emitter bus.
      serverProject('realtime', ['tests/realtime/**/*.test.ts', 'tests/worker/**/*.test.ts']),
      { test: { name: 'platform', include: ['tests/platform/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 180_000 } },
      // Pure functions of the web client: one module graph for all files, as in api (a worker per
      // file cost more than the tests themselves).
      {
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.ts', 'tests/web/**/*.test.tsx'],
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/web/setup-locale.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: e2eFiles,
          exclude: ['**/node_modules/**', ...e2eSkipped],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // A stuck step fails at its own wait (15 s, browser.ts); the test's budget is for the long
          // journeys that are merely slow on a loaded machine (the material builder: 28 s at load 12,
          // over 60 s at load 14 with two shards).
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll waits as long as a page's own waits (browser.ts: 15 s), not vitest's 1 s: a
          // debounced search or a live update that is merely late on a loaded machine is no failure
          // (a latency the spec gives is measured by a bench, e.g. bench:live for the forum's "within 1 s").
          expect: { poll: { timeout: 15_000 } },
          // One file at a time against the one platform (the files share its demo tenant; with
          // --shard, each shard process has a platform of its own: scripts/test.sh), all in one worker: playwright-core and the helpers load once and the files share one Chromium
          // (tests/e2e/browser.ts); every test still gets a fresh browser context. Its own group,
          // after the others: a single worker cannot share a group with projects of more workers.
          fileParallelism: false,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
