import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type Platform } from '../../scripts/platform.ts';

// The README's default path on a machine with only Node: embedded PGlite, in-process jobs and
// realtime, all in one process, migrated and seeded at start.
let platform: Platform;
const dataDir = mkdtempSync(join(tmpdir(), 'trilha-embedded-'));

beforeAll(async () => {
  platform = await startPlatform({
    dataDir,
    storageDir: join(dataDir, 'storage'),
    seed: true,
    web: false,
    apiPort: 0,
    realtimePort: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
  });
}, 180_000);
afterAll(async () => {
  await platform?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

// Node does not resolve *.localhost: name the tenant through the Host header.
const HOST = 'demo.localhost';

describe('embedded platform', () => {
  it('starts, signs in a seeded user and lists their disciplines', async () => {
    expect(platform.databaseUrl).toMatch(/^postgres/);
    expect(platform.redisUrl).toBeNull();
    await request(platform.apiUrl).get('/settings').set('Host', HOST).expect(200);
    const login = await request(platform.apiUrl)
      .post('/auth/login')
      .set('Host', HOST)
      .send({ email: 'student@demo.trilha.dev', password: 'Trilha@2026' })
      .expect(200);
    expect(login.body.user.type).toBe('student');
    const list = await request(platform.apiUrl)
      .get('/disciplines')
      .set('Host', HOST)
      .auth(login.body.token, { type: 'bearer' })
      .expect(200);
    expect(list.body.meta.total).toBeGreaterThan(0);
    expect(list.body.data).toHaveLength(Math.min(list.body.meta.total, 30));
  });
});
