import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../support/db.ts';
import { startTestApi } from '../support/api.ts';
import { createTenant } from '../support/factories.ts';

let env: Awaited<ReturnType<typeof freshDatabase>>;
let api: Awaited<ReturnType<typeof startTestApi>>;

beforeAll(async () => {
  env = await freshDatabase();
  api = await startTestApi(env.db);
  await createTenant(env.db, { domain: 'demo', name: 'Trilha Demo' });
});
afterAll(async () => {
  await api?.close();
  await env?.drop();
});

// The web client (another origin: the web port) updates and deletes users, companies and LTI
// consumers: the browser's preflight must allow PUT and DELETE with a bearer token.
describe('CORS preflight for the administration screens', () => {
  for (const [method, path] of [
    ['PUT', '/companies/1'],
    ['DELETE', '/companies/1'],
    ['PUT', '/users/1'],
    ['DELETE', '/lti-consumers/1'],
  ] as const) {
    it(`allows ${method} ${path} from the web origin`, async () => {
      const res = await request(api.server)
        .options(path)
        .set('Host', 'demo.localhost:3333')
        .set('Origin', 'http://demo.localhost:8080')
        .set('Access-Control-Request-Method', method)
        .set('Access-Control-Request-Headers', 'authorization,content-type');
      expect(res.status).toBeLessThan(300);
      expect(res.headers['access-control-allow-origin']).toBe('http://demo.localhost:8080');
      expect(res.headers['access-control-allow-methods']).toContain(method);
    });
  }
});
