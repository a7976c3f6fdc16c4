import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, resetLocalJobs } from '@trilha/jobs';
import { silentLogger } from '@trilha/jobs/types';
import { createEmitter } from '@trilha/realtime-emitter';
import { createWorker } from '@trilha/worker';
import { createMailer, type Mailer } from '@trilha/worker/mailer';
import { sendDigests } from '@trilha/worker/jobs/notifications/send-digests';
import { setupApiTest } from '../support/fixture.ts';
import { requireRedis } from '../support/requirements.ts';
import type { TestUser } from '../support/factories/index.ts';

const t = setupApiTest();
// A Redis that answers, or null: the BullMQ case then skips (fails under TRILHA_TEST_STRICT=1).
const REDIS_URL = await requireRedis();
const FROM = 'Trilha <no-reply@trilha.local>';
const links = { webUrlTemplate: 'http://{tenant}.localhost:8080', apiUrlTemplate: 'http://{tenant}.localhost:3333' };
// 07:05 in São Paulo (UTC-3, no daylight saving since 2019): the digest hour there; 19:05 in Tokyo.
const DAY1 = new Date('2026-01-15T10:05:00Z');
const DAY2 = new Date('2026-01-16T10:05:00Z');
const hoursBefore = (d: Date, h: number) => new Date(d.getTime() - h * 3_600_000);

// ---- SMTP sink (as tests/worker/worker.test.ts) -----------------------------------------------
const inbox: ParsedMail[] = [];
let smtp: SMTPServer;
let mailer: Mailer;
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  mailer = createMailer({ host: '127.0.0.1', port: (smtp.server.address() as AddressInfo).port, from: FROM });
});
afterAll(async () => {
  mailer.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const mailsTo = (u: TestUser) =>
  inbox.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((v) => v.address === u.email));
const header = (m: ParsedMail, name: string) =>
  m.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');
const ctx = { id: 'job-1', name: 'notifications.digest' as const, attempt: 1, rerun: false, logger: silentLogger };
const run = (at: Date, companyId?: number) =>
  sendDigests({ tenantDb: t.tenantDb, mailer, links })({ at: at.toISOString(), company_id: companyId }, ctx);

describe('notifications.digest', () => {
  it('one e-mail per user owed one, at 07:00 in the company’s zone, with links and one-click headers; once a day', async () => {
    await t.db.company.update({ where: { id: t.acme.company.id }, data: { timeZone: 'Asia/Tokyo' } });
    const discipline = await t.create.discipline(t.demo);
    const [ana, quiet, nothing] = await Promise.all(
      ['Ana <Souza>', 'Bia', 'Caio'].map((name) => t.create.user(t.demo, { type: 'student', name })),
    );
    const acmeUser = await t.create.user(t.acme, { type: 'student' });
    await t.create.notification(t.demo, ana!.id, {
      title: 'Novo material: <Unidade 1>',
      disciplineId: discipline.id,
      subjectId: 5,
      createdAt: hoursBefore(DAY1, 5),
    });
    await t.create.notification(t.demo, ana!.id, {
      type: 'ForumCreated',
      title: 'Novo fórum: Dúvidas',
      disciplineId: discipline.id,
      subjectId: 9,
      createdAt: hoursBefore(DAY1, 2),
    });
    await t.create.notification(t.demo, ana!.id, {
      title: 'Já lida',
      createdAt: hoursBefore(DAY1, 3),
      readAt: hoursBefore(DAY1, 1),
    });
    await t.create.notification(t.demo, ana!.id, { title: 'Depois do corte', createdAt: new Date(DAY1.getTime() + 60_000) });
    await t.create.notification(t.demo, quiet!.id, { title: 'Sem e-mail', createdAt: hoursBefore(DAY1, 2) });
    await t.create.notification(t.acme, acmeUser.id, { title: 'Acme', createdAt: hoursBefore(DAY1, 2) });
    await t
      .as(quiet!)
      .put('/notification-preferences')
      .send({
        preferences: ['MaterialCreated', 'MaterialItemCreated', 'ForumCreated'].map((type) => ({
          type,
          in_app: true,
          email: false,
        })),
      })
      .expect(200);

    await run(DAY1);
    expect(mailsTo(quiet!)).toHaveLength(0);
    expect(mailsTo(nothing!)).toHaveLength(0);
    expect(mailsTo(acmeUser)).toHaveLength(0); // 19:05 in Tokyo: not its hour
    const [mail, ...more] = mailsTo(ana!);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Resumo diário: 2 notificações não lidas - Trilha Demo');
    expect(mail!.text).toContain('Olá, Ana <Souza>!');
    expect(mail!.text).toContain('- Novo fórum: Novo fórum: Dúvidas (15/01/2026, 05:05)');
    expect(mail!.text).toContain(`http://demo.localhost:8080/discipline/${discipline.id}/forum/9`);
    expect(mail!.text).toContain(`- Novo material: Novo material: <Unidade 1> (15/01/2026, 02:05)`);
    expect(mail!.text).toContain(`http://demo.localhost:8080/discipline/${discipline.id}/materials`);
    expect(mail!.text).not.toContain('Já lida');
    expect(mail!.text).not.toContain('Depois do corte');
    expect(mail!.html as string).toContain('Novo material: &lt;Unidade 1&gt;');
    expect(mail!.html as string).toContain('Ana &lt;Souza&gt;');
    const unsubscribe = header(mail!, 'List-Unsubscribe');
    expect(unsubscribe).toMatch(/^<http:\/\/demo\.localhost:3333\/notification-preferences\/unsubscribe\/[A-Za-z0-9_-]{43}>$/);
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(unsubscribe!.slice(1, -1));

    // The same run again, and two at once: nothing more is sent.
    const sent = inbox.length;
    await run(DAY1);
    await Promise.all([run(DAY1), run(DAY1, t.demo.company.id)]);
    expect(inbox.length).toBe(sent);
    const digests = await t.db.notificationDigest.findMany({ where: { companyId: t.demo.company.id } });
    expect(digests.map((d) => [d.userId, d.status, d.notificationCount])).toEqual([[ana!.id, 'sent', 2]]);

    // Next day: only what came after the first digest's end (still unread) is listed.
    await run(DAY2);
    const second = mailsTo(ana!).at(-1)!;
    expect(second.subject).toBe('Resumo diário: 1 notificação não lida - Trilha Demo');
    expect(second.text).toContain('Depois do corte');
    expect(second.text).not.toContain('Dúvidas');

    // Acme's own hour (07:05 in Tokyo) sends its user's.
    await run(new Date('2026-01-15T22:05:00Z'));
    expect(mailsTo(acmeUser)).toHaveLength(1);
  });

  it('the link’s POST (RFC 8058) turns e-mail off for every type: the next day sends nothing', async () => {
    const bruno = await t.create.user(t.demo, { type: 'student', name: 'Bruno' });
    await t.create.notification(t.demo, bruno.id, { title: 'Primeiro', createdAt: hoursBefore(DAY1, 1) });
    await run(DAY1, t.demo.company.id);
    const [mail] = mailsTo(bruno);
    const url = new URL(header(mail!, 'List-Unsubscribe')!.slice(1, -1));
    await t.api.post(url.pathname).set('Host', url.host).type('form').send('List-Unsubscribe=One-Click').expect(200);
    const prefs = await t.as(bruno).get('/notification-preferences').expect(200);
    expect(prefs.body.data.every((p: { email: boolean; in_app: boolean }) => !p.email && p.in_app)).toBe(true);
    await t.create.notification(t.demo, bruno.id, { title: 'Segundo', createdAt: hoursBefore(DAY2, 1) });
    await run(DAY2, t.demo.company.id);
    expect(mailsTo(bruno)).toHaveLength(1);
  });

  it('through the worker and its queue: enqueued twice, one e-mail', async () => {
    resetLocalJobs();
    const carla = await t.create.user(t.demo, { type: 'student', name: 'Carla' });
    await t.create.notification(t.demo, carla.id, { title: 'Pela fila', createdAt: hoursBefore(DAY1, 1) });
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const emitter = createEmitter();
    const worker = createWorker({
      tenantDb: t.tenantDb,
      emitter,
      smtp: { host: '127.0.0.1', port: smtpPort, from: FROM },
      links,
    });
    const queue = createJobQueue();
    try {
      const payload = { company_id: t.demo.company.id, at: DAY1.toISOString() };
      await queue.enqueue('notifications.digest', payload);
      await queue.enqueue('notifications.digest', payload);
      const deadline = Date.now() + 10_000;
      while (mailsTo(carla).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 500));
      expect(mailsTo(carla)).toHaveLength(1);
      expect(await queue.failed('notifications.digest')).toEqual([]);
    } finally {
      await worker.close();
      await queue.close();
      await emitter.close();
    }
  });
});

describe.skipIf(!REDIS_URL)('notifications.digest on BullMQ', () => {
  it('every worker that starts upserts the same hourly job scheduler: one schedule in Redis', async () => {
    const prefix = `trilha-test-${randomBytes(4).toString('hex')}`;
    const emitter = createEmitter();
    const smtpConfig = { host: '127.0.0.1', port: (smtp.server.address() as AddressInfo).port, from: FROM };
    const start = () =>
      createWorker({ tenantDb: t.tenantDb, redisUrl: REDIS_URL!, queuePrefix: prefix, emitter, smtp: smtpConfig, links });
    const workers = [start(), start()];
    const redis = new Redis(REDIS_URL!);
    try {
      // close() waits for the scheduling at start.
      await Promise.all(workers.map((w) => w.close()));
      // BullMQ keeps job schedulers in <prefix>:<queue>:repeat (ids) and one hash per id.
      expect(await redis.zrange(`${prefix}:mail:repeat`, 0, -1)).toEqual(['notifications.digest']);
      const scheduler = await redis.hgetall(`${prefix}:mail:repeat:notifications.digest`);
      expect(scheduler).toMatchObject({ name: 'notifications.digest', every: String(60 * 60 * 1000) });
    } finally {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
      await emitter.close();
    }
  });
});
