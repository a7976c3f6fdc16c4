import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmitter, localBus, LOCAL_BROADCAST, type LocalBroadcast } from '@trilha/realtime-emitter';
import { startAiStub, type AiStub } from '@trilha/worker/ai-stub';
import type { AiWorkerConfig } from '@trilha/worker/jobs/ai/config';
import { runAiJob } from '@trilha/worker/jobs/ai/run-job';
import { AI_MESSAGES as M } from '@trilha/shared/ai';
import { silentLogger, type Logger } from '../../packages/jobs/src/types.ts';
import { setupApiTest } from '../support/fixture.ts';

const SECRET = 'segredo-de-teste-das-chaves-de-api-0123456789';
const t = setupApiTest({ config: { AI_KEYS_SECRET: SECRET } });

let stub: AiStub;
const emitter = createEmitter();
const pushes: LocalBroadcast[] = [];
const onPush = (b: LocalBroadcast) => void (b.event === '.ai.job.updated' && pushes.push(b));
beforeAll(async () => {
  stub = await startAiStub();
  localBus.on(LOCAL_BROADCAST, onPush);
});
afterAll(async () => {
  localBus.off(LOCAL_BROADCAST, onPush);
  await stub?.close();
});
beforeEach(() => {
  stub.reset();
  stub.setLatency(0);
  stub.setStructuredOutputs(true);
  pushes.length = 0;
  t.jobs.splice(0);
});

const cfg = (over: Partial<AiWorkerConfig> = {}): AiWorkerConfig => ({
  baseUrl: stub.url,
  apiKey: 'sk-plataforma',
  model: 'modelo-da-plataforma',
  keysSecret: SECRET,
  timeoutMs: 3_000,
  tenantConcurrency: 3,
  cancelPollMs: 50,
  retryDelayMs: 10,
  ...over,
});

/** Runs the worker jobs the API enqueued (tests record jobs instead of running a worker), all at once. */
async function runJobs(over: Partial<AiWorkerConfig> = {}, logger: Logger = silentLogger) {
  const jobs = t.jobs.splice(0);
  await Promise.all(
    jobs.map((job) => {
      expect(job.name).toBe('ai.generate');
      return runAiJob({ tenantDb: t.tenantDb, emitter, ai: cfg(over) })(job.payload as never, {
        id: 'test',
        name: 'ai.generate',
        attempt: 1,
        rerun: false,
        logger,
      });
    }),
  );
}

async function flags(tenant: typeof t.demo, f: { openai_enabled?: boolean; smart_question_bank?: boolean }) {
  await t.as(t.admin).put(`/companies/${tenant.company.id}`).send(f).expect(200);
}

async function setup(tenant = t.demo) {
  await flags(tenant, { openai_enabled: true, smart_question_bank: true });
  const teacher = tenant === t.demo ? t.manager : await t.create.user(tenant, { type: 'manager' });
  const d = await t.create.discipline(tenant, { name: 'Biologia' });
  return { teacher, d };
}

const body = (disciplineId: number, extra: Record<string, unknown> = {}) => ({
  discipline_id: disciplineId,
  subject: 'Fotossíntese e respiração celular',
  amount: 6,
  ...extra,
});

const jobRow = (id: number) => t.db.aiJob.findFirstOrThrow({ where: { id } });

describe('POST /quizzes/generate', () => {
  it('generates questions of the three types into a question import, reviewed and imported from there', async () => {
    const { teacher, d } = await setup();
    const r = await t.as(teacher).post('/quizzes/generate').send(body(d.id)).expect(202);
    expect(r.body).toMatchObject({
      message: M.aiQuestionsQueued,
      data: { status: 'queued', kind: 'questions', import_id: null },
    });
    expect(t.jobs.map((j) => j.name)).toEqual(['ai.generate']);
    await runJobs();

    const job = await t.as(teacher).get(`/ai/jobs/${r.body.data.id}`).expect(200);
    expect(job.body.data).toMatchObject({ status: 'done', progress: 100, message: null });
    const importId = job.body.data.import_id as number;
    expect(importId).toBeGreaterThan(0);
    // Structured output asked for, with the platform's key and model.
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]).toMatchObject({
      authorization: 'Bearer sk-plataforma',
      model: 'modelo-da-plataforma',
      responseFormat: 'json_schema',
    });
    // Live: running, then done with the import to review, to whoever asked.
    expect(pushes.map((p) => [p.channel, (p.data as { status: string }).status])).toEqual([
      [`users.${teacher.id}`, 'running'],
      [`users.${teacher.id}`, 'done'],
    ]);

    const review = await t.as(teacher).get(`/quizzes/file/check/${importId}`).expect(200);
    expect(review.body.data.status).toBe('done');
    expect(review.body.data.valid).toHaveLength(6);
    expect(new Set(review.body.data.valid.map((v: { question: { type: string } }) => v.question.type))).toEqual(
      new Set(['choice', 'true-or-false', 'descriptive']),
    );
    // Nothing in the bank until the review imports it.
    expect(await t.db.question.count({ where: { disciplineId: d.id } })).toBe(0);
    await t.as(teacher).post('/quizzes/file/import').send({ import_id: importId }).expect(201);
    const bank = await t.db.question.findMany({ where: { disciplineId: d.id }, include: { options: true, feedbacks: true } });
    expect(bank).toHaveLength(6);
    expect(bank.find((q) => q.type === 'choice')?.options.some((o) => o.correctAnswer)).toBe(true);
    expect(bank.every((q) => q.feedbacks.length > 0)).toBe(true);
  });

  it('puts a question the model got wrong in the fix-up list, not the bank', async () => {
    const { teacher, d } = await setup();
    // Valid JSON of the shape, but the first choice question has no correct option.
    stub.fail('bad-question', 1);
    const r = await t
      .as(teacher)
      .post('/quizzes/generate')
      .send(body(d.id, { amount: 2, types: ['choice'] }))
      .expect(202);
    await runJobs();
    expect(stub.requests).toHaveLength(1);
    const job = await jobRow(r.body.data.id);
    const review = await t.as(teacher).get(`/quizzes/file/check/${job.importId}`).expect(200);
    expect(review.body.data.valid).toHaveLength(1);
    expect(review.body.data.invalid).toHaveLength(1);
    expect(review.body.data.invalid[0].errors.options).toBeTruthy();
    expect((await t.db.questionImport.findFirstOrThrow({ where: { id: job.importId! } })).format).toBe('ai');
  });

  it('is refused with a clear 403 while the company flags are off, writing nothing', async () => {
    const { teacher, d } = await setup();
    expect((await t.as(teacher).get('/ai/features').expect(200)).body.data).toMatchObject({
      openai_enabled: true,
      smart_question_bank: true,
    });
    await flags(t.demo, { openai_enabled: false });
    expect((await t.as(teacher).get('/ai/features').expect(200)).body.data).toMatchObject({ openai_enabled: false });
    await t
      .as(await t.create.user(t.demo, { type: 'student' }))
      .get('/ai/features')
      .expect(403);
    const before = await t.rowCounts(['ai_jobs']);
    const off = await t.as(teacher).post('/quizzes/generate').send(body(d.id)).expect(403);
    expect(off.body).toMatchObject({ code: 'AI_DISABLED', message: M.aiDisabled });
    await flags(t.demo, { openai_enabled: true, smart_question_bank: false });
    const bank = await t.as(teacher).post('/quizzes/generate').send(body(d.id)).expect(403);
    expect(bank.body).toMatchObject({ code: 'AI_QUESTION_BANK_DISABLED', message: M.aiQuestionBankDisabled });
    expect(await t.rowCounts(['ai_jobs'])).toEqual(before);
    expect(t.jobs).toEqual([]);
  });

  it('401 without a token, 403 for a student or tutor, 422 for bad input and foreign disciplines', async () => {
    const { teacher, d } = await setup();
    const before = await t.rowCounts(['ai_jobs']);
    await t.as(null).post('/quizzes/generate').send(body(d.id)).expect(401);
    for (const type of ['student', 'tutor'] as const) {
      const u = await t.create.user(t.demo, { type });
      await t.as(u).post('/quizzes/generate').send(body(d.id)).expect(403);
    }
    const other = await t.create.discipline(t.acme, { name: 'De outra empresa' });
    const foreign = await t.as(teacher).post('/quizzes/generate').send(body(other.id)).expect(422);
    expect(foreign.body.errors.discipline_id).toEqual([M.aiDisciplineInvalid]);
    for (const bad of [
      body(d.id, { amount: 51 }),
      body(d.id, { amount: 0 }),
      body(d.id, { subject: '' }),
      body(d.id, { subject: 'x'.repeat(4001) }),
      body(d.id, { types: ['essay'] }),
      body(d.id, { types: [] }),
      body('1' as never),
      body(2 ** 31),
      body(d.id, { subject: 'com\u0000nulo' }),
    ]) {
      const r = await t.as(teacher).post('/quizzes/generate').send(bad);
      expect([400, 422]).toContain(r.status);
      expect(r.body.message).toBeTruthy();
    }
    expect(await t.rowCounts(['ai_jobs'])).toEqual(before);
    expect(t.jobs).toEqual([]);
  });
});

describe('the model call', () => {
  it('a failing endpoint is retried once, then the job fails with a clear message', async () => {
    const { teacher, d } = await setup();
    stub.fail('http-500', 1);
    const ok = await t.as(teacher).post('/quizzes/generate').send(body(d.id)).expect(202);
    await runJobs();
    expect((await jobRow(ok.body.data.id)).status).toBe('done');
    expect(stub.requests).toHaveLength(2);

    stub.reset();
    stub.fail('http-500', 2);
    const bad = await t.as(teacher).post('/quizzes/generate').send(body(d.id)).expect(202);
    const imports = await t.db.questionImport.count();
    await runJobs();
    expect(stub.requests).toHaveLength(2);
    const job = await t.as(teacher).get(`/ai/jobs/${bad.body.data.id}`).expect(200);
    expect(job.body.data).toMatchObject({ status: 'failed', message: M.aiEndpointFailed, import_id: null });
    expect(await t.db.questionImport.count()).toBe(imports);
    expect((pushes.at(-1)?.data as { status: string; message: string }).message).toBe(M.aiEndpointFailed);
  });

  it('invalid model output is retried once, then a clear error', async () => {
    const { teacher, d } = await setup();
    stub.fail('wrong-shape', 1);
    const ok = await t.as(teacher).post('/quizzes/generate').send(body(d.id)).expect(202);
    await runJobs();
    expect((await jobRow(ok.body.data.id)).status).toBe('done');
    expect(stub.requests).toHaveLength(2);

    stub.reset();
    stub.fail('invalid-json', 1);
    stub.fail('wrong-shape', 1);
    const bad = await t.as(teacher).post('/quizzes/generate').send(body(d.id)).expect(202);
    await runJobs();
    expect(stub.requests).toHaveLength(2);
    const job = await t.as(teacher).get(`/ai/jobs/${bad.body.data.id}`).expect(200);
    expect(job.body.data).toMatchObject({ status: 'failed', message: M.aiInvalidOutput });
  });

  it('a call that does not answer in time fails with the time-out message', async () => {
    const { teacher, d } = await setup();
    stub.fail('hang', 2);
    const r = await t.as(teacher).post('/quizzes/generate').send(body(d.id)).expect(202);
    // The attempts are counted where they are made, by the worker's own log: on a loaded machine a
    // call can time out before the stub has read its body, so the stub's count would measure the
    // machine (issue 29 item 25: it once saw 1 of 2).
    const failed: unknown[] = [];
    const logger: Logger = { ...silentLogger, warn: (obj, msg) => void (msg === 'ai: model call failed' && failed.push(obj)) };
    await runJobs({ timeoutMs: 200 }, logger);
    expect(failed).toEqual([
      expect.objectContaining({ attempt: 1, reason: 'timeout' }),
      expect.objectContaining({ attempt: 2, reason: 'timeout' }),
    ]);
    expect(stub.requests.length).toBeLessThanOrEqual(2);
    expect((await jobRow(r.body.data.id)).error).toBe(M.aiTimedOut);
  });

  it('an endpoint without structured outputs is asked for JSON mode instead, and the answer validated', async () => {
    const { teacher, d } = await setup();
    stub.setStructuredOutputs(false);
    const other = await startAiStub({ structuredOutputs: false });
    try {
      const r = await t.as(teacher).post('/quizzes/generate').send(body(d.id)).expect(202);
      await runJobs({ baseUrl: other.url });
      expect((await jobRow(r.body.data.id)).status).toBe('done');
      expect(other.requests.map((q) => q.responseFormat)).toEqual(['json_schema', 'json_object']);
    } finally {
      await other.close();
    }
  });

  it('a running generation is cancelled at once: the call is aborted and nothing is written', async () => {
    const { teacher, d } = await setup();
    stub.setLatency(5_000);
    const r = await t.as(teacher).post('/quizzes/generate').send(body(d.id)).expect(202);
    const id = r.body.data.id as number;
    const imports = await t.db.questionImport.count();
    const running = runJobs();
    await expect.poll(() => stub.inFlight, { timeout: 3_000 }).toBe(1);
    const started = Date.now();
    const c = await t.as(teacher).post(`/ai/jobs/${id}/cancel`).expect(200);
    expect(c.body).toMatchObject({ message: M.aiJobCancelled, data: { status: 'cancelled' } });
    await running;
    expect(Date.now() - started).toBeLessThan(2_000);
    // The HTTP call was aborted, not left to finish.
    await expect.poll(() => stub.inFlight, { timeout: 1_000 }).toBe(0);
    expect(stub.requests).toHaveLength(1);
    expect((await jobRow(id)).status).toBe('cancelled');
    expect(await t.db.questionImport.count()).toBe(imports);
    // Finished: 409; someone else's or another tenant's: 404.
    await t.as(teacher).post(`/ai/jobs/${id}/cancel`).expect(409);
    const colleague = await t.create.user(t.demo, { type: 'teacher' });
    await t.as(colleague).post(`/ai/jobs/${id}/cancel`).expect(404);
    await t.as(colleague).get(`/ai/jobs/${id}`).expect(404);
    const acmeManager = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acmeManager, t.acme).get(`/ai/jobs/${id}`).expect(404);
    await t.as(teacher).get('/ai/jobs/999999999').expect(404);
    await t
      .as(teacher)
      .get(`/ai/jobs/${2 ** 31}`)
      .expect(422);
  });

  it('keeps each company to its concurrency limit across workers', async () => {
    const { teacher, d } = await setup();
    // The calls wait at the stub until released: two reach it while the other two wait for a slot,
    // however fast the machine (with a 300 ms answer CI once saw the first end before the second
    // began: 1 at once).
    stub.hold();
    for (let i = 0; i < 4; i++)
      await t
        .as(teacher)
        .post('/quizzes/generate')
        .send(body(d.id, { amount: 1 }))
        .expect(202);
    const running = runJobs({ tenantConcurrency: 2 });
    await expect.poll(() => stub.inFlight, { timeout: 10_000 }).toBe(2);
    // The waiting jobs retry their slot every 250 ms: a limit that let a third through would show
    // within this second (the pause can only find a failure, never make one).
    await new Promise((r) => setTimeout(r, 1_000));
    expect(stub.inFlight).toBe(2);
    stub.release();
    await running;
    expect(stub.requests).toHaveLength(4);
    expect(stub.maxInFlight).toBe(2);
    expect(await t.db.aiJob.count({ where: { status: 'running' } })).toBe(0);
  });
});

describe('per-company endpoint and key', () => {
  it('uses each company its own key (sealed, never returned), the other the platform key', async () => {
    const demo = await setup(t.demo);
    const acme = await setup(t.acme);
    const put = await t
      .as(demo.teacher)
      .put('/ai/settings')
      .send({ base_url: stub.url, model: 'modelo-da-demo', api_key: 'sk-chave-da-demo' })
      .expect(200);
    expect(put.body.data).toEqual({ base_url: stub.url, model: 'modelo-da-demo', has_api_key: true });
    expect(JSON.stringify(put.body)).not.toContain('sk-chave-da-demo');
    const stored = await t.db.aiSettings.findFirstOrThrow({ where: { companyId: t.demo.company.id } });
    expect(stored.apiKeySealed).not.toContain('sk-chave-da-demo');
    expect((await t.as(demo.teacher).get('/ai/settings').expect(200)).body.data).toEqual(put.body.data);
    // Acme sees only its own (none).
    expect((await t.as(acme.teacher, t.acme).get('/ai/settings').expect(200)).body.data).toEqual({
      base_url: null,
      model: null,
      has_api_key: false,
    });

    await t
      .as(demo.teacher)
      .post('/quizzes/generate')
      .send(body(demo.d.id, { amount: 1 }))
      .expect(202);
    await t
      .as(acme.teacher, t.acme)
      .post('/quizzes/generate')
      .send(body(acme.d.id, { amount: 1 }))
      .expect(202);
    await runJobs();
    expect(stub.requests.map((r) => [r.authorization, r.model]).sort()).toEqual([
      ['Bearer sk-chave-da-demo', 'modelo-da-demo'],
      ['Bearer sk-plataforma', 'modelo-da-plataforma'],
    ]);

    // A sealed key copied into another company's row opens for nobody: the job fails, no fall-back.
    await t.db.aiSettings.create({ data: { companyId: t.acme.company.id, apiKeySealed: stored.apiKeySealed } });
    stub.reset();
    const r = await t
      .as(acme.teacher, t.acme)
      .post('/quizzes/generate')
      .send(body(acme.d.id, { amount: 1 }))
      .expect(202);
    await runJobs();
    expect(stub.requests).toHaveLength(0);
    expect((await jobRow(r.body.data.id)).error).toBe(M.aiKeyUnreadable);

    // Cleared: the platform's endpoint again.
    await t.as(demo.teacher).put('/ai/settings').send({ base_url: null, model: null, api_key: null }).expect(200);
    expect((await t.as(demo.teacher).get('/ai/settings').expect(200)).body.data.has_api_key).toBe(false);
  });

  it('settings: 401, 403 below manager, 422 on a bad URL; a key omitted is kept', async () => {
    const { teacher } = await setup();
    await t.as(null).get('/ai/settings').expect(401);
    const prof = await t.create.user(t.demo, { type: 'teacher' });
    await t.as(prof).get('/ai/settings').expect(403);
    await t.as(prof).put('/ai/settings').send({ model: 'x' }).expect(403);
    for (const bad of [
      { base_url: 'ftp://x' },
      { base_url: 'não é url' },
      { model: '' },
      { api_key: 'k'.repeat(501) },
      { model: 5 },
    ])
      await t.as(teacher).put('/ai/settings').send(bad).expect(422);
    await t.as(teacher).put('/ai/settings').send({ api_key: 'sk-1' }).expect(200);
    const kept = await t.as(teacher).put('/ai/settings').send({ model: 'outro' }).expect(200);
    expect(kept.body.data).toMatchObject({ model: 'outro', has_api_key: true });
  });
});

describe('POST /discipline-topics/generate', () => {
  async function topicsSetup(tenant = t.demo) {
    await t.as(t.admin).put(`/companies/${tenant.company.id}`).send({ openai_enabled: true, topic_generator: true }).expect(200);
    const teacher = tenant === t.demo ? t.manager : await t.create.user(tenant, { type: 'manager' });
    const d = await t.create.discipline(tenant, { name: 'Genética' });
    return { teacher, d };
  }

  it('proposes topics on the job; nothing is created until staff accept them (marked as generated)', async () => {
    const { teacher, d } = await topicsSetup();
    await t.db.disciplineTopic.create({ data: { companyId: t.demo.company.id, disciplineId: d.id, title: 'Leis de Mendel' } });
    const r = await t
      .as(teacher)
      .post('/discipline-topics/generate')
      .send({ discipline_id: d.id, amount: 3, subject: 'Ensino médio' })
      .expect(202);
    expect(r.body).toMatchObject({ message: M.aiTopicsQueued, data: { kind: 'topics', status: 'queued', topics: null } });
    await runJobs();
    // The discipline's name and current topics went into the request.
    expect(stub.requests[0]?.user).toContain('Disciplina: Genética');
    expect(stub.requests[0]?.user).toContain('- Leis de Mendel');
    const job = (await t.as(teacher).get(`/ai/jobs/${r.body.data.id}`).expect(200)).body.data;
    expect(job.status).toBe('done');
    expect(job.topics).toHaveLength(3);
    expect(job.topics[0]).toEqual({ title: 'Genética: tópico 1', description: expect.any(String) });
    expect(await t.db.disciplineTopic.count({ where: { disciplineId: d.id } })).toBe(1);
    // Accepting one: the topics route creates it, marked as generated.
    await t
      .as(teacher)
      .post('/discipline-topics')
      .send({ discipline_id: d.id, title: job.topics[0].title, description: job.topics[0].description, generated_by_ai: true })
      .expect(201);
    expect(await t.db.disciplineTopic.count({ where: { disciplineId: d.id, generatedByAi: true } })).toBe(1);
  });

  it('403 while the flags are off, 401/403/422, nothing written', async () => {
    const { teacher, d } = await topicsSetup();
    const before = await t.rowCounts(['ai_jobs']);
    await t.as(t.admin).put(`/companies/${t.demo.company.id}`).send({ topic_generator: false }).expect(200);
    const off = await t.as(teacher).post('/discipline-topics/generate').send({ discipline_id: d.id }).expect(403);
    expect(off.body).toMatchObject({ code: 'AI_TOPICS_DISABLED', message: M.aiTopicsDisabled });
    await t.as(t.admin).put(`/companies/${t.demo.company.id}`).send({ topic_generator: true, openai_enabled: false }).expect(200);
    expect((await t.as(teacher).post('/discipline-topics/generate').send({ discipline_id: d.id }).expect(403)).body.code).toBe(
      'AI_DISABLED',
    );
    await t.as(t.admin).put(`/companies/${t.demo.company.id}`).send({ openai_enabled: true }).expect(200);
    await t.as(null).post('/discipline-topics/generate').send({ discipline_id: d.id }).expect(401);
    await t
      .as(await t.create.user(t.demo, { type: 'student' }))
      .post('/discipline-topics/generate')
      .send({ discipline_id: d.id })
      .expect(403);
    const other = await t.create.discipline(t.acme);
    await t.as(teacher).post('/discipline-topics/generate').send({ discipline_id: other.id }).expect(422);
    for (const bad of [
      { discipline_id: d.id, amount: 21 },
      { discipline_id: d.id, amount: 0 },
      { discipline_id: 'x' },
      {},
      { discipline_id: d.id, subject: 'a\u0000b' },
    ])
      expect([400, 422]).toContain((await t.as(teacher).post('/discipline-topics/generate').send(bad)).status);
    expect(await t.rowCounts(['ai_jobs'])).toEqual(before);
  });

  it('a failing endpoint or invalid output: one retry, then a clear message; the company key is its own', async () => {
    const { teacher, d } = await topicsSetup();
    stub.fail('http-500', 2);
    const a = await t.as(teacher).post('/discipline-topics/generate').send({ discipline_id: d.id }).expect(202);
    await runJobs();
    expect(stub.requests).toHaveLength(2);
    expect((await t.as(teacher).get(`/ai/jobs/${a.body.data.id}`).expect(200)).body.data).toMatchObject({
      status: 'failed',
      message: M.aiEndpointFailed,
      topics: null,
    });

    stub.reset();
    stub.fail('invalid-json', 2);
    const b = await t.as(teacher).post('/discipline-topics/generate').send({ discipline_id: d.id }).expect(202);
    await runJobs();
    expect(stub.requests).toHaveLength(2);
    expect((await jobRow(b.body.data.id)).error).toBe(M.aiInvalidOutput);

    stub.reset();
    await t.as(teacher).put('/ai/settings').send({ api_key: 'sk-topicos-demo', base_url: stub.url }).expect(200);
    const acme = await topicsSetup(t.acme);
    // (An earlier test left acme a sealed key it cannot open: back to the platform's endpoint.)
    await t.db.aiSettings.deleteMany({ where: { companyId: t.acme.company.id } });
    await t.as(teacher).post('/discipline-topics/generate').send({ discipline_id: d.id, amount: 1 }).expect(202);
    await t
      .as(acme.teacher, t.acme)
      .post('/discipline-topics/generate')
      .send({ discipline_id: acme.d.id, amount: 1 })
      .expect(202);
    await runJobs();
    expect(stub.requests.map((r) => r.authorization).sort()).toEqual(['Bearer sk-plataforma', 'Bearer sk-topicos-demo']);
    await t.as(teacher).put('/ai/settings').send({ api_key: null, base_url: null }).expect(200);
  });
});

describe('POST /attempts/{id}/ai-correction', () => {
  /** A finished attempt with one choice answer and one descriptive answer. */
  async function finishedAttempt(tenant = t.demo) {
    const attempt = await t.create.attempt(tenant);
    const links = await t.db.materialItemQuestion.findMany({
      where: { materialItemId: attempt.materialItemId },
      select: { question: { select: { id: true, type: true, options: { select: { id: true } } } } },
    });
    const descriptive = links.find((l) => l.question.type === 'descriptive')!.question;
    const choice = links.find((l) => l.question.type === 'choice')!.question;
    const companyId = tenant.company.id;
    const essay = await t.db.attemptAnswer.create({
      data: {
        companyId,
        attemptId: attempt.id,
        questionId: descriptive.id,
        answerText: 'A planta usa luz para produzir glicose e oxigênio.',
      },
    });
    await t.db.attemptAnswer.create({
      data: { companyId, attemptId: attempt.id, questionId: choice.id, optionId: choice.options[0]!.id },
    });
    await t.db.attempt.updateMany({ where: { id: attempt.id }, data: { status: 'finished', finishedAt: new Date() } });
    return { attempt, essay };
  }

  it('proposes a score and a comment per descriptive answer; the attempt is not graded by it', async () => {
    await t.as(t.admin).put(`/companies/${t.demo.company.id}`).send({ openai_enabled: true }).expect(200);
    const { attempt, essay } = await finishedAttempt();
    const r = await t.as(t.manager).post(`/attempts/${attempt.id}/ai-correction`).expect(202);
    expect(r.body).toMatchObject({
      message: M.aiCorrectionQueued,
      data: { kind: 'correction', attempt_id: attempt.id, corrections: null },
    });
    await runJobs();
    // The question, the expected answer and the learner's answer went in; only the descriptive one.
    expect(stub.requests[0]?.user).toContain(`Correção: ${essay.id}`);
    expect(stub.requests[0]?.user).toContain('Resposta esperada: Luz em energia química.');
    const job = (await t.as(t.manager).get(`/ai/jobs/${r.body.data.id}`).expect(200)).body.data;
    expect(job.status).toBe('done');
    expect(job.corrections).toEqual([
      { answer_id: essay.id, score: expect.any(Number), comment: expect.stringContaining('revise') },
    ]);
    // Never final on its own: the answer has no score until staff save it.
    expect((await t.db.attemptAnswer.findFirstOrThrow({ where: { id: essay.id } })).score).toBeNull();
    expect((await t.db.attempt.findFirstOrThrow({ where: { id: attempt.id } })).checked).toBe(false);
  });

  it('403 while AI is off or for a student, 404 for another tenant, 422 while open or without descriptive answers', async () => {
    await t.as(t.admin).put(`/companies/${t.demo.company.id}`).send({ openai_enabled: false }).expect(200);
    const { attempt } = await finishedAttempt();
    const before = await t.rowCounts(['ai_jobs']);
    expect((await t.as(t.manager).post(`/attempts/${attempt.id}/ai-correction`).expect(403)).body.code).toBe('AI_DISABLED');
    await t.as(t.admin).put(`/companies/${t.demo.company.id}`).send({ openai_enabled: true }).expect(200);
    await t.as(null).post(`/attempts/${attempt.id}/ai-correction`).expect(401);
    await t
      .as(await t.create.user(t.demo, { type: 'student' }))
      .post(`/attempts/${attempt.id}/ai-correction`)
      .expect(403);
    const acmeManager = await t.create.user(t.acme, { type: 'manager' });
    await t.as(t.admin).put(`/companies/${t.acme.company.id}`).send({ openai_enabled: true }).expect(200);
    await t.as(acmeManager, t.acme).post(`/attempts/${attempt.id}/ai-correction`).expect(404);
    await t.as(t.manager).post('/attempts/999999999/ai-correction').expect(404);
    await t
      .as(t.manager)
      .post(`/attempts/${2 ** 31}/ai-correction`)
      .expect(422);
    const open = await t.create.attempt(t.demo);
    expect((await t.as(t.manager).post(`/attempts/${open.id}/ai-correction`).expect(422)).body.code).toBe('ATTEMPT_NOT_FINISHED');
    await t.db.attempt.updateMany({ where: { id: open.id }, data: { status: 'finished', finishedAt: new Date() } });
    const none = await t.as(t.manager).post(`/attempts/${open.id}/ai-correction`).expect(422);
    expect(none.body.message).toBe(M.aiNothingToCorrect);
    expect(await t.rowCounts(['ai_jobs'])).toEqual(before);
  });

  it('a failing endpoint or invalid output: one retry, then a clear message', async () => {
    await t.as(t.admin).put(`/companies/${t.demo.company.id}`).send({ openai_enabled: true }).expect(200);
    const { attempt } = await finishedAttempt();
    stub.fail('http-500', 2);
    const a = await t.as(t.manager).post(`/attempts/${attempt.id}/ai-correction`).expect(202);
    await runJobs();
    expect(stub.requests).toHaveLength(2);
    expect((await jobRow(a.body.data.id)).error).toBe(M.aiEndpointFailed);
    stub.reset();
    stub.fail('wrong-shape', 2);
    const b = await t.as(t.manager).post(`/attempts/${attempt.id}/ai-correction`).expect(202);
    await runJobs();
    expect(stub.requests).toHaveLength(2);
    expect((await jobRow(b.body.data.id)).error).toBe(M.aiInvalidOutput);
  });
});

describe('POST /disciplines/analysis', () => {
  it("analyses a discipline's topics and materials for its staff; changes nothing", async () => {
    await t.as(t.admin).put(`/companies/${t.demo.company.id}`).send({ openai_enabled: true }).expect(200);
    const d = await t.create.discipline(t.demo, { name: 'Química' });
    await t.db.disciplineTopic.create({ data: { companyId: t.demo.company.id, disciplineId: d.id, title: 'Ligações químicas' } });
    const m = await t.create.material(t.demo, d.id);
    await t.create.materialItem(t.demo, m.id, { title: 'Vídeo sobre ligações' });
    const r = await t.as(t.manager).post('/disciplines/analysis').send({ discipline_id: d.id }).expect(202);
    expect(r.body).toMatchObject({ message: M.aiAnalysisQueued, data: { kind: 'analysis', analysis: null } });
    await runJobs();
    expect(stub.requests[0]?.user).toContain('Análise: Química');
    expect(stub.requests[0]?.user).toContain('- Ligações químicas');
    expect(stub.requests[0]?.user).toContain('Vídeo sobre ligações');
    const job = (await t.as(t.manager).get(`/ai/jobs/${r.body.data.id}`).expect(200)).body.data;
    expect(job.status).toBe('done');
    expect(job.analysis).toMatchObject({ summary: expect.stringContaining('Química'), gaps: [expect.any(String)] });
  });

  it('403 while AI is off or below teacher, 422 for bad input or another tenant, nothing written; failures are clear', async () => {
    await t.as(t.admin).put(`/companies/${t.demo.company.id}`).send({ openai_enabled: false }).expect(200);
    const d = await t.create.discipline(t.demo);
    const before = await t.rowCounts(['ai_jobs']);
    expect((await t.as(t.manager).post('/disciplines/analysis').send({ discipline_id: d.id }).expect(403)).body.code).toBe(
      'AI_DISABLED',
    );
    await t.as(t.admin).put(`/companies/${t.demo.company.id}`).send({ openai_enabled: true }).expect(200);
    await t.as(null).post('/disciplines/analysis').send({ discipline_id: d.id }).expect(401);
    await t
      .as(await t.create.user(t.demo, { type: 'tutor' }))
      .post('/disciplines/analysis')
      .send({ discipline_id: d.id })
      .expect(403);
    await t
      .as(t.manager)
      .post('/disciplines/analysis')
      .send({ discipline_id: (await t.create.discipline(t.acme)).id })
      .expect(422);
    for (const bad of [{}, { discipline_id: 'a' }, { discipline_id: 2 ** 31 }, { discipline_id: -1 }])
      await t.as(t.manager).post('/disciplines/analysis').send(bad).expect(422);
    expect(await t.rowCounts(['ai_jobs'])).toEqual(before);

    stub.fail('http-500', 2);
    const a = await t.as(t.manager).post('/disciplines/analysis').send({ discipline_id: d.id }).expect(202);
    await runJobs();
    expect((await jobRow(a.body.data.id)).error).toBe(M.aiEndpointFailed);
    stub.reset();
    stub.fail('invalid-json', 2);
    const b = await t.as(t.manager).post('/disciplines/analysis').send({ discipline_id: d.id }).expect(202);
    await runJobs();
    expect(stub.requests).toHaveLength(2);
    expect((await jobRow(b.body.data.id)).error).toBe(M.aiInvalidOutput);
  });
});
