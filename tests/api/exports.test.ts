import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES as M } from '@trilha/shared/exports';
import { setupApiTest } from '../support/fixture.ts';
import type { TestTenant, TestUser } from '../support/factories/index.ts';

// The shared status and file routes of every export kind (docs/exports.md): GET /exports/{id} and
// /exports/{id}/file serve the caller's own export of any kind, and nobody else's.
const t = setupApiTest();

type Row = { kind?: string; status?: 'pending' | 'processing' | 'ready' | 'failed'; key?: string | null; filters?: object };

/** An export row as the worker leaves it, with its file under the tenant's prefix when ready. */
async function exportOf(user: TestUser, o: Row = {}, tenant: TestTenant = t.demo) {
  const status = o.status ?? 'ready';
  const key =
    o.key !== undefined ? o.key : status === 'ready' ? `private/c${tenant.company.id}/sessions/export-${Date.now()}-t.csv` : null;
  if (key && status === 'ready') {
    await mkdir(dirname(join(t.storageDir, key)), { recursive: true });
    await writeFile(join(t.storageDir, key), '\uFEFFPosição;Aluno\r\n1;Ana\r\n');
  }
  return t.db.export.create({
    data: {
      companyId: tenant.company.id,
      kind: o.kind ?? 'sessions-csv',
      requestedById: user.id,
      filters: o.filters ?? { type: 'student', time_zone: 'America/Sao_Paulo' },
      status,
      storageKey: key,
      rowCount: status === 'ready' ? 1 : null,
      finishedAt: status === 'ready' || status === 'failed' ? new Date() : null,
    },
  });
}

describe('GET /exports/{id}', () => {
  it('the requester reads any kind of their export in one shape, status as stored', async () => {
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    const exp = await exportOf(tutor, { kind: 'student-logs-pdf', status: 'processing', filters: { user_name: 'x' } });
    const res = await t.as(tutor).get(`/exports/${exp.id}`).expect(200);
    expect(res.body).toEqual({
      id: exp.id,
      kind: 'student-logs-pdf',
      status: 'processing',
      row_count: null,
      url: `/exports/${exp.id}/file`,
      status_url: `/exports/${exp.id}`,
      created_at: exp.createdAt.toISOString(),
      finished_at: null,
    });
    // The kind's own route words the same row its own way.
    expect((await t.as(tutor).get(`/logs/student/pdf/${exp.id}`).expect(200)).body.status).toBe('processing');
  });

  it("another user's (same role, same company), another tenant's and a student's: 404, nothing said of it", async () => {
    const manager = await t.create.user(t.demo, { type: 'manager' });
    const exp = await exportOf(manager);
    const colleague = await t.create.user(t.demo, { type: 'manager' });
    const student = await t.create.user(t.demo, { type: 'student' });
    const acmeManager = await t.create.user(t.acme, { type: 'manager' });
    for (const [user, tenant] of [
      [colleague, t.demo],
      [student, t.demo],
      [acmeManager, t.acme],
    ] as const) {
      const status = await t.as(user, tenant).get(`/exports/${exp.id}`).expect(404);
      expect(status.body).toMatchObject({ code: 'EXPORT_NOT_FOUND', message: M.exportNotFound });
      expect((await t.as(user, tenant).get(`/exports/${exp.id}/file`).expect(404)).body.code).toBe('EXPORT_NOT_FOUND');
    }
    // Another tenant's own export under the same id space: its own, never this one's file.
    await t.as(null).get(`/exports/${exp.id}`).expect(401);
    await t.as(manager).get('/exports/2147483648').expect(422);
    await t.as(manager).get('/exports/2147483647').expect(404);
  });

  it('a student cannot read a staff export, even one they asked for before their role changed: 403', async () => {
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    const exp = await exportOf(tutor);
    await t.as(tutor).get(`/exports/${exp.id}`).expect(200);
    await t.db.user.update({ where: { id: tutor.id }, data: { type: 'student' } });
    expect((await t.as(tutor).get(`/exports/${exp.id}`).expect(403)).body.code).toBe('FORBIDDEN');
    expect((await t.as(tutor).get(`/exports/${exp.id}/file`).expect(403)).body.code).toBe('FORBIDDEN');
  });

  it("a kind's own routes serve only their kind: a sessions export is not a grades export", async () => {
    const manager = await t.create.user(t.demo, { type: 'manager' });
    const exp = await exportOf(manager);
    await t.as(manager).get(`/sessions/exports/${exp.id}`).expect(200);
    expect((await t.as(manager).get(`/grades/exports/${exp.id}`).expect(404)).body.code).toBe('GRADE_EXPORT_NOT_FOUND');
    expect((await t.as(manager).get(`/grades/exports/${exp.id}/file`).expect(404)).body.code).toBe('GRADE_EXPORT_NOT_FOUND');
  });
});

describe('GET /exports/{id}/file', () => {
  it("streams the requester's file with its kind's type and name; 409 while written, 410 when failed", async () => {
    const manager = await t.create.user(t.demo, { type: 'manager' });
    const ready = await exportOf(manager);
    const file = await t.as(manager).get(`/exports/${ready.id}/file`).expect(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="sessoes-de-estudo-\d{4}-\d\d-\d\d\.csv"/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.text).toBe('\uFEFFPosição;Aluno\r\n1;Ana\r\n');

    for (const status of ['pending', 'processing'] as const) {
      const exp = await exportOf(manager, { status });
      const res = await t.as(manager).get(`/exports/${exp.id}/file`).expect(409);
      expect(res.body).toMatchObject({ code: 'EXPORT_NOT_READY', message: M.exportNotReady });
    }
    const failed = await exportOf(manager, { status: 'failed' });
    expect((await t.as(manager).get(`/exports/${failed.id}/file`).expect(410)).body).toMatchObject({
      code: 'EXPORT_FAILED',
      message: M.exportFailed,
    });
  });

  it("never serves a key outside the tenant's prefix, nor a kind no domain declares", async () => {
    const manager = await t.create.user(t.demo, { type: 'manager' });
    const foreign = await exportOf(manager, { key: `private/c${t.acme.company.id}/sessions/x.csv` });
    await mkdir(join(t.storageDir, `private/c${t.acme.company.id}/sessions`), { recursive: true });
    await writeFile(join(t.storageDir, `private/c${t.acme.company.id}/sessions/x.csv`), 'acme');
    expect((await t.as(manager).get(`/exports/${foreign.id}/file`).expect(404)).body.code).toBe('EXPORT_NOT_FOUND');
    const unknown = await exportOf(manager, { kind: 'no-such-kind' });
    await t.as(manager).get(`/exports/${unknown.id}`).expect(404);
    await t.as(manager).get(`/exports/${unknown.id}/file`).expect(404);
  });
});
