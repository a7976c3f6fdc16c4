import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, restore, RestoreRefused } from '@trilha/db/backup/index';
import { DEMO_USERS } from '@trilha/db/seed';
import { createS3Storage } from '@trilha/storage';
import { startPlatform, type Platform } from '../../scripts/platform.ts';
import { withDatabase } from '../support/db-names.ts';
import { resolveServices } from '../support/services.ts';
import { startS3Server } from '../support/s3-server.ts';

// `pnpm backup` / `pnpm restore` (docs/operations.md): a seeded platform is backed up while it
// runs, restored into an empty database and storage folder, and a platform started there serves
// the same data, files and sign-ins, and takes new rows (its sequences moved past the restored ids).
const HOST = 'demo.localhost';
const PASSWORD = DEMO_USERS[0]!.password;
const student = DEMO_USERS.find((u) => u.type === 'student')!.email;
const manager = DEMO_USERS.find((u) => u.type === 'manager')!.email;

const dir = mkdtempSync(join(tmpdir(), 'trilha-backup-'));
const storageA = join(dir, 'storage-a');
const storageB = join(dir, 'storage-b');
const out = join(dir, 'backup');
const suffix = `${process.pid}_${Date.now()}`;
let adminUrl: string;
let stopServices: () => Promise<void>;
let urlA: string;
let urlB: string;
let urlC: string;
let platform: Platform | undefined;

const start = (databaseUrl: string, storageDir: string, seed: boolean) =>
  startPlatform({
    databaseUrl,
    storageDir,
    seed,
    web: false,
    apiPort: 0,
    realtimePort: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
  });

async function signIn(p: Platform, email: string): Promise<string> {
  const res = await request(p.apiUrl).post('/auth/login').set('Host', HOST).send({ email, password: PASSWORD }).expect(200);
  return res.body.token as string;
}

async function rowCounts(url: string): Promise<Record<string, number>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ t: string }>(
      `SELECT tablename AS t FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations' ORDER BY 1`,
    );
    const counts: Record<string, number> = {};
    for (const { t } of rows) counts[t] = (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${t}"`)).rows[0]!.n;
    return counts;
  } finally {
    await c.end();
  }
}

const files = (root: string): Record<string, number> => {
  const found: Record<string, number> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }))
      if (e.isDirectory()) walk(join(d, e.name));
      else found[relative(root, join(d, e.name))] = statSync(join(d, e.name)).size;
  };
  if (existsSync(root)) walk(root);
  return found;
};

let disciplinesA: unknown;
beforeAll(async () => {
  const s = await resolveServices();
  adminUrl = s.services.postgresAdminUrl;
  stopServices = s.stop;
  urlA = withDatabase(adminUrl, `trilha_backup_a_${suffix}`);
  urlB = withDatabase(adminUrl, `trilha_backup_b_${suffix}`);
  urlC = withDatabase(adminUrl, `trilha_backup_c_${suffix}`);
}, 180_000);

afterAll(async () => {
  await platform?.stop();
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  for (const url of [urlA, urlB, urlC]) await c.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
  await c.end();
  await stopServices?.();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('backs up a running seeded platform (database and files, one manifest)', async () => {
    platform = await start(urlA, storageA, true);
    const token = await signIn(platform, manager);
    disciplinesA = (
      await request(platform.apiUrl).get('/disciplines').set('Host', HOST).auth(token, { type: 'bearer' }).expect(200)
    ).body;
    const m = await backup({ databaseUrl: urlA, storageDir: storageA, out });
    await platform.stop();
    platform = undefined;

    const counts = await rowCounts(urlA);
    expect(Object.fromEntries(m.tables.map((t) => [t.name, t.rows]))).toEqual(counts);
    expect(counts.users).toBeGreaterThan(0);
    expect(m.storage.files).toBe(Object.keys(files(storageA)).length);
    expect(m.storage.files).toBeGreaterThan(0);
    expect(files(join(out, 'storage'))).toEqual(files(storageA));
  });

  it('restores into an empty database and storage folder; the platform there serves the same data and takes new rows', async () => {
    await restore({ databaseUrl: urlB, storageDir: storageB, from: out });
    expect(await rowCounts(urlB)).toEqual(await rowCounts(urlA));
    expect(files(storageB)).toEqual(files(storageA));

    platform = await start(urlB, storageB, false);
    // A sign-in writes an access token: the token sequence continues after the restored rows.
    const token = await signIn(platform, manager);
    const res = await request(platform.apiUrl).get('/disciplines').set('Host', HOST).auth(token, { type: 'bearer' }).expect(200);
    expect(res.body).toEqual(disciplinesA);
    // A tenant row of a new kind (a calendar event): its id follows the restored ones.
    const event = await request(platform.apiUrl)
      .post('/events')
      .set('Host', HOST)
      .auth(token, { type: 'bearer' })
      .send({ title: 'Depois da restauração', starts_at: '2026-12-01T10:00:00-03:00', all_day: false })
      .expect(201);
    expect(event.body.data.id).toBeGreaterThan(0);
    const studentToken = await signIn(platform, student);
    const mine = await request(platform.apiUrl)
      .get('/disciplines')
      .set('Host', HOST)
      .auth(studentToken, { type: 'bearer' })
      .expect(200);
    expect(mine.body.data.length).toBeGreaterThan(0);
    // A stored file named by a restored row is served from the restored folder.
    const withAvatar = Object.keys(files(storageB))[0]!;
    expect(readFileSync(join(storageB, withAvatar))).toEqual(readFileSync(join(storageA, withAvatar)));
  });

  it('restores into an S3 bucket and backs it up again: the same files; a platform there serves them (STORAGE_DRIVER=s3)', async () => {
    const s3 = await startS3Server('trilha-restore');
    const bucket = createS3Storage(s3.options('http://{tenant}.localhost/storage'));
    try {
      await restore({ databaseUrl: urlC, storage: bucket, from: out });
      const fromBucket = join(dir, 'backup-from-s3');
      const m = await backup({ databaseUrl: urlC, storage: bucket, out: fromBucket });
      expect(files(join(fromBucket, 'storage'))).toEqual(files(storageA));
      expect(m.storage.files).toBe(Object.keys(files(storageA)).length);
      await expect(restore({ databaseUrl: urlC, storage: bucket, from: out })).rejects.toThrow(/bucket is not empty/);

      // A platform over the restored database and bucket (STORAGE_DRIVER=s3 in its environment)
      // serves a restored material file from the bucket, byte for byte.
      const saved = Object.fromEntries(Object.keys(s3.env).map((k) => [k, process.env[k]]));
      Object.assign(process.env, s3.env);
      try {
        platform = await start(urlC, join(dir, 'storage-unused'), false);
      } finally {
        for (const [k, v] of Object.entries(saved))
          if (v === undefined) delete process.env[k];
          else process.env[k] = v;
      }
      const c = new pg.Client({ connectionString: urlC });
      await c.connect();
      const [ids, file] = await Promise.all([
        c.query<{ user_id: number; company_id: number }>(
          `SELECT u.id AS user_id, k.company_id FROM users u, consumers k WHERE u.email = $1 AND k.domain = 'demo'`,
          [manager],
        ),
        c.query<{ storage_key: string }>(
          `SELECT f.storage_key FROM files f JOIN material_items i ON i.file_id = f.id JOIN consumers k ON k.company_id = f.company_id
           WHERE k.domain = 'demo' AND i.type = 'file' AND i.deleted_at IS NULL AND f.deleted_at IS NULL ORDER BY f.id LIMIT 1`,
        ),
      ]);
      await c.end();
      const { user_id, company_id } = ids.rows[0]!;
      const key = file.rows[0]!.storage_key;
      expect(existsSync(join(dir, 'storage-unused'))).toBe(false);
      const res = await request(platform.apiUrl)
        .get(`/download/companies/${company_id}/users/${user_id}/file`)
        .query({ url: key })
        .set('Host', HOST)
        .auth(await signIn(platform, manager), { type: 'bearer' })
        .buffer(true)
        .expect(200);
      expect(Buffer.compare(res.body as Buffer, readFileSync(join(storageA, key)))).toBe(0);
    } finally {
      await platform?.stop();
      platform = undefined;
      bucket.client.destroy();
      await s3.stop();
    }
  });

  it('refuses a target that is not empty, and a folder without its manifest', async () => {
    await expect(restore({ databaseUrl: urlB, storageDir: join(dir, 'storage-c'), from: out })).rejects.toThrow(/not empty/);
    await expect(restore({ databaseUrl: urlB, storageDir: storageB, from: out })).rejects.toBeInstanceOf(RestoreRefused);
    unlinkSync(join(out, 'manifest.json'));
    await expect(restore({ databaseUrl: urlA, storageDir: join(dir, 'storage-d'), from: out })).rejects.toThrow(/manifest/);
  });
});
