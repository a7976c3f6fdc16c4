/**
 * Child process of bench/ai.bench.ts: the worker side of N concurrent question generations against
 * the stub at BENCH_AI_STUB_URL (bench/ai-stub-server.ts, its own process). On "start" it keeps N `ai.generate` handlers
 * running against the bench tenant, waves after waves (each wave: N ai_jobs rows, N handlers at
 * once), until "stop"; then reports how many generations finished. The worker is its own process,
 * as in a deployment (compose's `worker`), sharing the machine's cores with the API.
 */
import { appRoleUrl, createPrismaClient, createTenantDb, runAsTenant } from '@trilha/db';
import { createEmitter } from '@trilha/realtime-emitter';
import { runAiJob } from '@trilha/worker/jobs/ai/run-job';
import { aiConfigFromEnv } from '@trilha/worker/jobs/ai/config';

const silentLogger = { info() {}, warn() {}, error() {} };
const url = process.env.DATABASE_URL!;
const N = Number(process.env.BENCH_AI_CONCURRENT ?? 50);
const stubUrl = process.env.BENCH_AI_STUB_URL!;
const db = createPrismaClient(url, { max: 2 });
const tenantDb = createTenantDb({ url, appUrl: process.env.DATABASE_APP_URL ?? appRoleUrl(url), max: 10 });
const company = await db.consumer.findFirstOrThrow({
  where: { domain: process.env.BENCH_DOMAIN ?? 'bench' },
  select: { companyId: true },
});
const user = await db.companyUser.findFirstOrThrow({ where: { companyId: company.companyId }, select: { userId: true } });
const discipline = await db.discipline.findFirstOrThrow({ where: { companyId: company.companyId }, select: { id: true } });
// Every call concurrent: the per-company limit is raised to N so the bench is N calls at once.
const handler = runAiJob({
  tenantDb,
  emitter: createEmitter(),
  ai: { ...aiConfigFromEnv({}), baseUrl: stubUrl, apiKey: 'bench', model: 'trilha-stub', tenantConcurrency: N },
});

let running = false;
let done = 0;
let failed = 0;
async function wave() {
  const ids = await runAsTenant(company.companyId, async () => {
    const rows = await Promise.all(
      Array.from({ length: N }, () =>
        tenantDb.aiJob.create({
          data: {
            userId: user.userId,
            kind: 'questions',
            disciplineId: discipline.id,
            input: { subject: 'Ecologia de populações', amount: 10, types: ['choice', 'true-or-false', 'descriptive'] },
          } as never,
          select: { id: true },
        }),
      ),
    );
    return rows.map((r) => r.id);
  });
  await Promise.all(
    ids.map((id) =>
      handler(
        { company_id: company.companyId, job_id: id },
        { id: String(id), name: 'ai.generate', attempt: 1, rerun: false, logger: silentLogger },
      ).then(
        () => void done++,
        // BullMQ would retry it; the bench counts it.
        () => void failed++,
      ),
    ),
  );
}

process.on('message', async (m: string) => {
  if (m === 'start') {
    running = true;
    const before = { done, cpu: process.cpuUsage() };
    process.send!({ started: true });
    while (running) await wave();
    const cpu = process.cpuUsage(before.cpu);
    // This process's CPU (the worker's handlers only: the stub is its own process) per finished generation.
    const generations = done - before.done;
    const cpuPerGeneration = (cpu.user + cpu.system) / 1000 / Math.max(1, generations);
    process.send!({ done, failed, generations, cpuPerGeneration });
  }
  if (m === 'stop') running = false;
  if (m === 'exit') {
    await Promise.all([db.$disconnect(), tenantDb.$disconnect()]);
    process.exit(0);
  }
});
process.send!({ ready: true });
