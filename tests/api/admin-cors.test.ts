import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

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
      const res = await t.api
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
