import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '@trilha/db';
import { createJobQueue, resetLocalJobs, type FailedJob, type JobQueue } from '@trilha/jobs';
import { createEmitter } from '@trilha/realtime-emitter';
import { JOBS } from '@trilha/shared/jobs';
import { createWorker, type TrilhaWorker } from '@trilha/worker';
import { requireRedis } from '../support/requirements.ts';

// A Redis that answers, or null: the BullMQ suite then skips (fails under TRILHA_TEST_STRICT=1).
const REDIS_URL = await requireRedis();
// The password-reset handler never touches the database; a lazy client that never connects is enough.
const db = createPrismaClient('postgresql://postgres@127.0.0.1:5432/postgres', { max: 1 });
const emitter = createEmitter();
const FROM = 'Trilha <no-reply@trilha.local>';

const payload = (to: string) => ({
  to,
  name: 'Ana <Souza>',
  resetUrl: `http://demo.localhost:5173/reset-password?token=${randomBytes(8).toString('hex')}&email=${encodeURIComponent(to)}`,
});

// ---- SMTP sink -----------------------------------------------------------------------------

const inbox: ParsedMail[] = [];
const waiters: Array<() => void> = [];
let smtp: SMTPServer;
let smtpPort: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'], // plain SMTP like a local sink; no self-signed certificate dance
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail);
          waiters.splice(0).forEach((w) => w());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await emitter.close();
  await db.$disconnect();
});

async function mailTo(address: string, ms = 10_000): Promise<ParsedMail> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = inbox.find((m) => m.to && !Array.isArray(m.to) && m.to.value.some((v) => v.address === address));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
    await new Promise<void>((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, 200);
    });
  }
}

async function eventually<T>(fn: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const smtpConfig = () => ({ host: '127.0.0.1', port: smtpPort, from: FROM });

function assertPasswordResetMail(mail: ParsedMail, p: ReturnType<typeof payload>) {
  expect(mail.subject).toBe('Redefinição de senha - Trilha');
  expect(mail.from?.text).toContain('no-reply@trilha.local');
  expect(mail.text).toContain(p.resetUrl);
  expect(mail.text).toContain('Olá, Ana <Souza>!');
  expect(mail.html).toBeTruthy();
  // The URL is HTML-escaped in the markup ('&' → '&amp;') and the name as well.
  expect(mail.html as string).toContain(p.resetUrl.replace(/&/g, '&amp;'));
  expect(mail.html as string).toContain('Ana &lt;Souza&gt;');
}

// ---- BullMQ on Redis -----------------------------------------------------------------------

describe.skipIf(!REDIS_URL)('worker on BullMQ (Redis)', () => {
  let prefix: string;
  let queue: JobQueue;
  let worker: TrilhaWorker | undefined;

  const start = (opts: Partial<Parameters<typeof createWorker>[0]> = {}) =>
    (worker = createWorker({ redisUrl: REDIS_URL!, queuePrefix: prefix, smtp: smtpConfig(), emitter, ...opts }));

  beforeAll(() => {
    prefix = `trilha-test-${randomBytes(4).toString('hex')}`;
  });
  afterEach(async () => {
    await worker?.close();
    worker = undefined;
    await queue?.close();
  });
  afterAll(async () => {
    // Leave nothing of this run in the shared Redis.
    const redis = new Redis(REDIS_URL!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('sends the password-reset e-mail through the SMTP server', async () => {
    queue = createJobQueue({ redisUrl: REDIS_URL!, prefix });
    start();
    const p = payload(`ana.${randomBytes(3).toString('hex')}@example.com`);
    await queue.enqueue(JOBS.mailPasswordReset, p);
    assertPasswordResetMail(await mailTo(p.to), p);
  });

  it('rejects an invalid payload before it reaches Redis', async () => {
    queue = createJobQueue({ redisUrl: REDIS_URL!, prefix });
    await expect(queue.enqueue(JOBS.mailPasswordReset, { to: 'not-an-email', name: 'x', resetUrl: 'nope' })).rejects.toThrow();
  });

  it('retries a failing job and keeps it in the failed set with its error', async () => {
    queue = createJobQueue({ redisUrl: REDIS_URL!, prefix });
    const attempts: number[] = [];
    start({
      handlers: {
        [JOBS.mailPasswordReset]: async (_p, ctx) => {
          attempts.push(ctx.attempt);
          throw new Error('SMTP fora do ar');
        },
      },
    });
    const p = payload('falha@example.com');
    await queue.enqueue(JOBS.mailPasswordReset, p, { attempts: 3, backoffMs: 20 });
    const failed = await eventually<FailedJob>(async () =>
      (await queue.failed(JOBS.mailPasswordReset)).find((j) => (j.payload as typeof p).to === p.to),
    );
    expect(attempts).toEqual([1, 2, 3]);
    expect(failed).toMatchObject({ name: JOBS.mailPasswordReset, attemptsMade: 3, failedReason: 'SMTP fora do ar', payload: p });
  });

  it('close() waits for the running job', async () => {
    queue = createJobQueue({ redisUrl: REDIS_URL!, prefix });
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    let finished = false;
    start({
      handlers: {
        [JOBS.mailPasswordReset]: async () => {
          started();
          await new Promise((r) => setTimeout(r, 300));
          finished = true;
        },
      },
    });
    await queue.enqueue(JOBS.mailPasswordReset, payload('lento@example.com'));
    await running;
    await worker!.close();
    worker = undefined;
    expect(finished).toBe(true);
  });
});

// ---- in-process queue ----------------------------------------------------------------------

describe('worker on the in-process queue (no Redis)', () => {
  let worker: TrilhaWorker | undefined;
  afterEach(async () => {
    await worker?.close();
    worker = undefined;
    resetLocalJobs();
  });

  it('sends the e-mail asynchronously, even when the job was enqueued before the worker started', async () => {
    const queue = createJobQueue();
    const p = payload(`bia.${randomBytes(3).toString('hex')}@example.com`);
    await queue.enqueue(JOBS.mailPasswordReset, p);
    worker = createWorker({ smtp: smtpConfig(), emitter });
    assertPasswordResetMail(await mailTo(p.to), p);
  });

  it('leaves the queues it skips to another worker process (WORKER_SKIP_QUEUES)', async () => {
    const queue = createJobQueue();
    const taken: string[] = [];
    // Without the skip this worker would take the job with its own handler and send nothing.
    const skipping = createWorker({
      smtp: smtpConfig(),
      emitter,
      skipQueues: ['mail'],
      handlers: { [JOBS.mailPasswordReset]: async () => void taken.push('skipping worker') },
    });
    try {
      const p = payload(`rui.${randomBytes(3).toString('hex')}@example.com`);
      await queue.enqueue(JOBS.mailPasswordReset, p);
      worker = createWorker({ smtp: smtpConfig(), emitter });
      assertPasswordResetMail(await mailTo(p.to), p);
      expect(taken).toEqual([]);
    } finally {
      await skipping.close();
    }
  });

  it('retries with backoff and keeps the failed job with its error', async () => {
    const queue = createJobQueue();
    const at: number[] = [];
    worker = createWorker({
      smtp: smtpConfig(),
      emitter,
      handlers: {
        [JOBS.mailPasswordReset]: async () => {
          at.push(Date.now());
          throw new Error('caixa cheia');
        },
      },
    });
    const p = payload('cheia@example.com');
    await queue.enqueue(JOBS.mailPasswordReset, p, { attempts: 3, backoffMs: 40 });
    const failed = await eventually(async () => (await queue.failed(JOBS.mailPasswordReset))[0]);
    expect(failed).toMatchObject({ attemptsMade: 3, failedReason: 'caixa cheia', payload: p });
    expect(at).toHaveLength(3);
    // Exponential: ≥40 ms before the 2nd attempt, ≥80 ms before the 3rd.
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(35);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(75);
  });

  it('recovers when a later attempt succeeds', async () => {
    const queue = createJobQueue();
    let calls = 0;
    worker = createWorker({
      smtp: smtpConfig(),
      emitter,
      handlers: {
        [JOBS.mailPasswordReset]: async () => {
          if (++calls < 2) throw new Error('temporário');
        },
      },
    });
    await queue.enqueue(JOBS.mailPasswordReset, payload('ok@example.com'), { attempts: 3, backoffMs: 10 });
    await eventually(async () => (calls === 2 ? true : undefined));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toBe(2);
    expect(await queue.failed(JOBS.mailPasswordReset)).toEqual([]);
  });
});
