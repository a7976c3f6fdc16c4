import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@trilha/jobs/types';
import { PRUNE_BATCH } from '@trilha/shared/notifications';
import { createMailer, type Mailer } from '@trilha/worker/mailer';
import { sendDigests } from '@trilha/worker/jobs/notifications/send-digests';
import { pruneNotifications } from '@trilha/worker/jobs/notifications/prune';
import { setupApiTest } from '../support/fixture.ts';
import type { TestUser } from '../support/factories/index.ts';

// Issue 29: notifications are pruned after the company's retention (item 10), and the digest is
// written in the recipient's language (item 20).
const t = setupApiTest();
const links = { webUrlTemplate: 'http://{tenant}.localhost:8080', apiUrlTemplate: 'http://{tenant}.localhost:3333' };
const NOW = new Date('2026-06-15T10:05:00Z'); // 07:05 in São Paulo: the digest hour
const daysBefore = (d: Date, days: number) => new Date(d.getTime() - days * 86_400_000);

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
  mailer = createMailer({
    host: '127.0.0.1',
    port: (smtp.server.address() as AddressInfo).port,
    from: 'Trilha <no-reply@trilha.local>',
  });
});
afterAll(async () => {
  mailer.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const mailsTo = (u: TestUser) =>
  inbox.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((v) => v.address === u.email));

describe('notifications.prune', () => {
  it('deletes what is older than each company’s retention (180 days by default), in batches, and nothing else', async () => {
    const ana = await t.create.user(t.demo, { type: 'student' });
    const bob = await t.create.user(t.acme, { type: 'manager' });
    // More old rows than one batch holds, set-based.
    await t.db.$executeRaw`
      INSERT INTO notifications (company_id, user_id, type, title, created_at)
      SELECT ${t.demo.company.id}, ${ana.id}, 'MaterialCreated', 'Velha ' || g, ${daysBefore(NOW, 200)}::timestamptz - g * interval '1 second'
      FROM generate_series(1, ${PRUNE_BATCH + 3}) g`;
    const kept = await t.create.notification(t.demo, ana.id, { title: 'Recente', createdAt: daysBefore(NOW, 179) });
    // acme keeps 30 days.
    await t.db.notificationSetting.create({ data: { companyId: t.acme.company.id, retentionDays: 30 } });
    const acmeOld = await t.create.notification(t.acme, bob.id, { createdAt: daysBefore(NOW, 31) });
    const acmeNew = await t.create.notification(t.acme, bob.id, { createdAt: daysBefore(NOW, 29) });

    const ctx = { id: 'job-1', name: 'notifications.prune' as const, attempt: 1, rerun: false, logger: silentLogger };
    // One company only: the other is untouched.
    await pruneNotifications({ tenantDb: t.tenantDb })({ at: NOW.toISOString(), company_id: t.acme.company.id }, ctx);
    expect(await t.db.notification.count({ where: { userId: ana.id } })).toBe(PRUNE_BATCH + 4);
    expect(await t.db.notification.findMany({ where: { userId: bob.id }, select: { id: true } })).toEqual([{ id: acmeNew.id }]);
    expect(acmeOld.id).not.toBe(acmeNew.id);

    await pruneNotifications({ tenantDb: t.tenantDb })({ at: NOW.toISOString() }, ctx);
    expect(await t.db.notification.findMany({ where: { userId: ana.id }, select: { id: true } })).toEqual([{ id: kept.id }]);
    expect(await t.db.notification.count({ where: { userId: bob.id } })).toBe(1);
  });
});

describe('the digest in the recipient’s language', () => {
  it('writes each e-mail in the language the user last read notifications in (en, es), pt-BR when never said', async () => {
    const discipline = await t.create.discipline(t.demo);
    const [en, es, pt] = await Promise.all(['Ann', 'Eva', 'Ana'].map((name) => t.create.user(t.demo, { type: 'student', name })));
    for (const u of [en!, es!, pt!])
      await t.create.notification(t.demo, u.id, {
        type: 'ForumCommentMentioned',
        title: 'Bia mencionou você em Dúvidas',
        params: { author: 'Bia', title: 'Dúvidas' },
        disciplineId: discipline.id,
        subjectId: 9,
        createdAt: new Date(NOW.getTime() - 3_600_000),
      });
    // The web sends the page's language; the API keeps it.
    await t.as(en!).get('/notifications').set('accept-language', 'en').expect(200);
    await t.as(es!).get('/notifications').set('accept-language', 'es').expect(200);

    const ctx = { id: 'job-2', name: 'notifications.digest' as const, attempt: 1, rerun: false, logger: silentLogger };
    await sendDigests({ tenantDb: t.tenantDb, mailer, links })({ at: NOW.toISOString(), company_id: t.demo.company.id }, ctx);

    const [toEn] = mailsTo(en!);
    expect(toEn!.subject).toBe('Daily digest: 1 unread notification - Trilha Demo');
    expect(toEn!.text).toContain('Hello, Ann!');
    expect(toEn!.text).toContain('- Mention in a comment: Bia mentioned you in Dúvidas');
    expect(toEn!.text).toContain('Open the platform: http://demo.localhost:8080/notifications');
    expect(toEn!.html as string).toContain('<html lang="en">');
    const [toEs] = mailsTo(es!);
    expect(toEs!.subject).toBe('Resumen diario: 1 notificación sin leer - Trilha Demo');
    expect(toEs!.text).toContain('- Mención en un comentario: Bia te mencionó en Dúvidas');
    // Its unsubscribe page speaks the browser's language too.
    const link = /\/notification-preferences\/unsubscribe\/[A-Za-z0-9_-]{43}/.exec(toEs!.text!)![0];
    const page = await t.as(null).get(link).set('accept', 'text/html').set('accept-language', 'es').expect(200);
    expect(page.text).toContain('<html lang="es">');
    expect(page.text).toContain('¿Quieres dejar de recibir el resumen diario de notificaciones por correo?');
    expect(page.text).toContain('>Cancelar suscripción</button>');
    const done = await t.as(null).post(link).set('accept', 'text/html').set('accept-language', 'en').expect(200);
    expect(done.text).toContain('Done: you will no longer receive the daily notification digest by e-mail.');
    const invalid = await t
      .as(null)
      .get(`/notification-preferences/unsubscribe/${'x'.repeat(43)}`)
      .set('accept', 'text/html')
      .set('accept-language', 'en')
      .expect(404);
    expect(invalid.text).toContain('This unsubscribe link is not valid.');
    const [toPt] = mailsTo(pt!);
    expect(toPt!.subject).toBe('Resumo diário: 1 notificação não lida - Trilha Demo');
    expect(toPt!.text).toContain('- Menção em comentário: Bia mencionou você em Dúvidas');
  });
});
