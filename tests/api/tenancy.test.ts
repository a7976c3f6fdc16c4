import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

describe('tenant resolution', () => {
  it('GET /settings answers the host tenant settings without a token', async () => {
    const res = await t.api.get('/settings').set('Host', 'demo.localhost:3333').expect(200);
    expect(res.body.data).toMatchObject({
      domain: 'demo',
      name: 'Trilha Demo',
      company_id: t.demo.company.id,
      primary_color: '#ea580c',
      original_primary_color: '#ea580c',
      settings: { primary_color: '#ea580c', tutoring_phone_number_enabled: false },
    });
  });

  it('answers 404 for an unknown tenant', async () => {
    const res = await t.api.get('/settings').set('Host', 'nope.localhost').expect(404);
    expect(res.body).toMatchObject({ code: 'TENANT_NOT_FOUND', message: 'Empresa não encontrada' });
    expect(res.body.request_id).toBeTruthy();
  });

  it('answers 404 for a host without a sub-domain', async () => {
    await t.api.get('/settings').set('Host', 'localhost:3333').expect(404);
  });

  it('serves the OpenAPI document and its UI without a tenant', async () => {
    const doc = await t.api.get('/docs/json').set('Host', '127.0.0.1').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/settings', '/auth/login', '/disciplines']));
    await t.api.get('/docs/').set('Host', '127.0.0.1').expect(200);
  });

  it('echoes a request id on every answer', async () => {
    const res = await t.api.get('/settings').set('Host', 'demo.localhost').set('x-request-id', 'abc-123').expect(200);
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('health checks need no tenant', async () => {
    await t.api.get('/healthz').set('Host', '127.0.0.1').expect(200, { status: 'ok' });
    const ready = await t.api.get('/readyz').set('Host', '127.0.0.1').expect(200);
    expect(ready.body.checks.database).toBe('ok');
  });
});

describe('cross-tenant isolation', () => {
  it("refuses a token on another tenant's host", async () => {
    const manager = await t.create.user(t.demo, { type: 'manager' });
    await t.as(manager, 'demo.localhost').get('/disciplines').expect(200);
    const res = await t.as(manager, 'acme.localhost').get('/disciplines').expect(401);
    expect(res.body.message).toBe('Este usuário não pertence a esta empresa');
  });

  it("never lists another tenant's disciplines, even to an admin", async () => {
    await t.create.discipline(t.demo, { name: 'Só da Demo' });
    await t.create.discipline(t.acme, { name: 'Só da Acme' });
    const admin = await t.create.user(null, { type: 'admin' });
    const res = await t.as(admin, 'acme.localhost').get('/disciplines').expect(200);
    const names = res.body.data.map((d: { name: string }) => d.name);
    expect(names).toContain('Só da Acme');
    expect(names).not.toContain('Só da Demo');
  });
});
