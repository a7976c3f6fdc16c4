/**
 * `pnpm bench:upload-rss`: streams one 500 MB file item upload (POST /material-items, multipart,
 * generated on the fly: never held in this process either) to the real API in its own process, and
 * samples that process's RSS from /proc every 50 ms. Passes when the peak stays under 200 MB and
 * the stored file has every byte. Not a timed test: a check that uploads are streamed end to end.
 * Env: UPLOAD_MB (default 500), RSS_LIMIT_MB (default 200), BENCH_DATABASE_URL (dropped and recreated!),
 * API_ENTRY (the script sets the production build), API_NODE_FLAGS (default: the Dockerfile's NODE_OPTIONS),
 * UPLOAD_STORAGE=s3 (the API stores into an s3rver bucket started here, STORAGE_DRIVER=s3: multipart upload).
 */
import { fork, spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import pg from 'pg';
import { seedBenchDatabase } from './seed.ts';
import { deployedEnv, deployedNodeOptions } from './deployed-flags.ts';
import { createS3Storage } from '@trilha/storage';
import { startS3Server } from '../tests/support/s3-server.ts';
import { seedMaterialItems } from './material-items-seed.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const MB = 1024 * 1024;
const SIZE = Number(process.env.UPLOAD_MB ?? 500) * MB;
const LIMIT = Number(process.env.RSS_LIMIT_MB ?? 200) * MB;
const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_bench';

/** Polls GET /healthz until the built API answers; resolves with its port. */
async function waitForHttp(port: number): Promise<number> {
  for (let i = 0; i < 300; i++) {
    const ok = await new Promise<boolean>((resolve) =>
      http
        .get({ host: '127.0.0.1', port, path: '/healthz' }, (r) => (r.resume(), resolve(r.statusCode === 200)))
        .on('error', () => resolve(false)),
    );
    if (ok) return port;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the built API did not start');
}

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** Sends one file item of `size` bytes as multipart, generated on the fly with backpressure. */
async function upload(
  port: number,
  seeded: { host: string; managerToken: string },
  materialId: number,
  size: number,
): Promise<{ status: number; body: string }> {
  const boundary = 'trilharssboundary';
  const head = Buffer.from(
    [
      ['material_id', String(materialId)],
      ['type', 'file'],
      ['title', 'Arquivo grande'],
    ]
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grande.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/material-items',
        headers: {
          host: seeded.host,
          authorization: `Bearer ${seeded.managerToken}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (r) => {
        let body = '';
        r.setEncoding('utf8').on('data', (c: string) => (body += c));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    // The file: a PDF header, then spaces, 1 MB at a time, honouring backpressure.
    const chunk = Buffer.alloc(MB, 0x20);
    const first = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MB - 9, 0x20)]);
    let sent = 0;
    req.write(head);
    const pump = () => {
      while (sent < size) {
        const n = Math.min(MB, size - sent);
        const buf = sent === 0 ? first.subarray(0, n) : chunk.subarray(0, n);
        sent += n;
        if (!req.write(buf)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

async function main() {
  const seeded = await seedBenchDatabase(URL_, 0);
  const { disciplineId } = await seedMaterialItems(URL_, seeded.studentToken);
  const client = new pg.Client({ connectionString: URL_ });
  await client.connect();
  const materialId = (
    await client.query<{ id: number }>('SELECT id FROM materials WHERE discipline_id = $1 ORDER BY id LIMIT 1', [disciplineId])
  ).rows[0]!.id;
  await client.end();

  const storage = await mkdtemp(join(tmpdir(), 'trilha-upload-rss-'));
  // UPLOAD_STORAGE=s3: a local S3-compatible server (s3rver, in this process, not the API's).
  const s3 = process.env.UPLOAD_STORAGE === 's3' ? await startS3Server('trilha-upload-rss') : null;
  const bucket = s3 ? createS3Storage(s3.options('http://{tenant}.localhost/storage')) : null;
  const storedSize = async (key: string): Promise<number> => {
    if (!bucket) return (await stat(join(storage, key))).size;
    const object = await bucket.open(key);
    object?.body.destroy();
    return object?.size ?? 0;
  };
  const flags = process.env.API_NODE_FLAGS?.split(' ').filter(Boolean) ?? deployedNodeOptions();
  // The image's environment (MALLOC_ARENA_MAX…) as the deployed API runs with it.
  const env = {
    ...process.env,
    ...deployedEnv(),
    DATABASE_URL: URL_,
    STORAGE_DIR: storage,
    MATERIAL_UPLOAD_MAX_BYTES: String(SIZE + 10 * MB),
    ...(s3?.env ?? {}),
  };
  // API_ENTRY: a built API (dist/prod/server/api.js, plain JavaScript); else the sources under tsx.
  const entry = process.env.API_ENTRY;
  const child = entry
    ? spawn(process.execPath, [...flags, entry], {
        env: { ...env, API_PORT: '43499', API_HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      })
    : fork(join(HERE, 'server.ts'), ['api'], { execArgv: ['--import', 'tsx', ...flags], env });
  const port = entry
    ? await waitForHttp(43499)
    : await new Promise<number>((resolve, reject) => {
        child.once('message', (m: { port: number }) => resolve(m.port));
        child.once('exit', (code) => reject(new Error(`api exited with ${code}`)));
      });
  try {
    // One small upload first: the first request warms the API up (query compiler, routes, tenant
    // cache, JIT), which is not what the upload costs. The baseline is taken after it.
    await upload(port, seeded, materialId, MB);
    const idle = rssOf(child.pid!);
    let peak = idle;
    const timer = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 50);
    const started = Date.now();
    const res = await upload(port, seeded, materialId, SIZE);
    clearInterval(timer);
    const seconds = (Date.now() - started) / 1000;
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${res.body.slice(0, 300)}`);
    const stored = (JSON.parse(res.body) as { data: { file: { url: string; size: number } } }).data.file;
    const onDisk = await storedSize(stored.url);
    console.log(
      `${s3 ? 's3 (s3rver): ' : 'local disk: '}uploaded ${SIZE / MB} MB in ${seconds.toFixed(1)} s (${(SIZE / MB / seconds).toFixed(0)} MB/s); stored ${onDisk} bytes; API RSS idle ${(idle / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB, added ${((peak - idle) / MB).toFixed(0)} MB (limit ${LIMIT / MB} MB)`,
    );
    if (onDisk !== SIZE || stored.size !== SIZE) throw new Error(`stored ${onDisk} bytes, expected ${SIZE}`);
    // The figure is the API's RSS itself, not what the upload adds to it.
    if (peak >= LIMIT) throw new Error(`the API's RSS peaked at ${(peak / MB).toFixed(0)} MB, over ${LIMIT / MB} MB`);
    console.log('ok: the upload streamed');
  } finally {
    if (entry) child.kill('SIGTERM');
    else child.send('stop');
    await new Promise((r) => child.once('exit', r));
    await rm(storage, { recursive: true, force: true });
    bucket?.client.destroy();
    await s3?.stop();
  }
}

await main();
