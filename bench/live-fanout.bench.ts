/**
 * `pnpm bench:live`: live pushes from a committed fact to the sockets that must hear it, through
 * the production path (the API in its own process with its domain-event relay, emitting through
 * Redis; realtime nodes in their own processes on the Redis adapter), beside a floor of bare
 * socket.io nodes on the same adapter fed by a bare @socket.io/redis-emitter (no API, no
 * database, no auth) to the same number of sockets, in one run. Scenarios (issue 18):
 * 1. one comment reaches BENCH_LIVE_ONE_NODE (2,000) sockets on forum.{id}.student, one node;
 * 2. the same to BENCH_LIVE_STUDENTS (5,000) sockets across two nodes;
 * 3. a material published to a discipline of 5,000 students: their 5,000 notifications written
 *    (all committed), and every student's socket (notifications.bench.{id}, two nodes) has its
 *    `.notification.created`.
 * Latency is measured from the moment the request leaves (an upper bound of "from commit": the
 * request's own handling is included) to the receipt on each socket; the floor's from the emit.
 * All sockets live in this process (websocket transport), the same for product and floor.
 * Env: BENCH_LIVE_DATABASE_URL (dropped and recreated), BENCH_LIVE_MESSAGES (20 comments per
 * scenario), BENCH_LIVE_MATERIALS (3), REDIS_URL.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { SUBSCRIBE, type SubscribeAck } from '@trilha/shared/realtime';
import { seedLiveAudience } from './live-seed.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const URL_ = process.env.BENCH_LIVE_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_live_bench';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const STUDENTS = Number(process.env.BENCH_LIVE_STUDENTS ?? 5000);
const ONE_NODE = Number(process.env.BENCH_LIVE_ONE_NODE ?? 2000);
const MESSAGES = Number(process.env.BENCH_LIVE_MESSAGES ?? 20);
const MATERIALS = Number(process.env.BENCH_LIVE_MATERIALS ?? 3);
const HOST = 'bench.localhost';
const KEYS = { trilha: `bench-live-${randomBytes(3).toString('hex')}`, bare: `bench-bare-${randomBytes(3).toString('hex')}` };

type Child = { child: ChildProcess; port: number };
function start(script: string, args: string[], env: Record<string, string>): Promise<Child> {
  const child = fork(join(HERE, script), args, { execArgv: ['--import', 'tsx'], env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, port: m.port }));
    child.once('exit', (code) => reject(new Error(`${script} ${args.join(' ')} exited with ${code} before listening`)));
  });
}
const stop = (c: Child) =>
  new Promise<void>((resolve) => {
    if (c.child.exitCode !== null) return resolve();
    const timer = setTimeout(() => c.child.kill('SIGKILL'), 10_000);
    c.child.once('exit', () => (clearTimeout(timer), resolve()));
    if (c.child.connected) c.child.send('stop');
    else c.child.kill();
  });

function request(port: number, path: string, token: string, body: Buffer, contentType: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { host: HOST, authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': body.length },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const postJson = (port: number, path: string, token: string, body: object) =>
  request(port, path, token, Buffer.from(JSON.stringify(body)), 'application/json');
function postForm(port: number, path: string, token: string, fields: Record<string, string>) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return request(
    port,
    path,
    token,
    Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    `multipart/form-data; boundary=${boundary}`,
  );
}

/**
 * Receipts by subject: `event` on every socket, keyed by what `keyOf` reads in the payload, each
 * with its performance.now(). Listeners are attached once, before anything is sent.
 */
class Receipts {
  private readonly seen = new Map<number, number[]>();
  private readonly waiters = new Map<number, { n: number; resolve: () => void }>();
  constructor(sockets: Socket[], event: string, keyOf: (data: Record<string, number>) => number) {
    for (const s of sockets)
      s.on(event, (msg: { data: Record<string, number> }) => {
        const at = performance.now();
        const k = keyOf(msg.data);
        let list = this.seen.get(k);
        if (!list) this.seen.set(k, (list = []));
        list.push(at);
        const w = this.waiters.get(k);
        if (w && list.length >= w.n) w.resolve();
      });
  }
  /** Resolves with the receipt times once `n` sockets heard subject `k` (rejects after 30 s). */
  all(k: number, n: number): Promise<number[]> {
    return new Promise((resolve, reject) => {
      const done = () => (clearTimeout(timer), this.waiters.delete(k), resolve(this.seen.get(k)!));
      const timer = setTimeout(
        () => reject(new Error(`only ${this.seen.get(k)?.length ?? 0} of ${n} sockets heard ${k} in 30 s`)),
        30_000,
      );
      if ((this.seen.get(k)?.length ?? 0) >= n) return done();
      this.waiters.set(k, { n, resolve: done });
    });
  }
}

/** `count` sockets on the given nodes (round robin), each subscribed to its channel, 100 at a time. */
async function openSockets(ports: number[], count: number, token: (i: number) => string, channel: (i: number) => string) {
  const sockets: Socket[] = new Array(count);
  for (let from = 0; from < count; from += 100)
    await Promise.all(
      Array.from({ length: Math.min(100, count - from) }, async (_, j) => {
        const i = from + j;
        const s = connect(`http://127.0.0.1:${ports[i % ports.length]}/main`, {
          auth: { token: token(i) },
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
        });
        await new Promise<void>((resolve, reject) => {
          s.once('connect', () => resolve());
          s.once('connect_error', (e) => reject(e));
        });
        const ack = (await s.timeout(30_000).emitWithAck(SUBSCRIBE, { channel: channel(i) })) as SubscribeAck;
        if (!ack.ok) throw new Error(`socket ${i}: subscribe to ${channel(i)} refused (${ack.error})`);
        sockets[i] = s;
      }),
    );
  return sockets;
}
const closeSockets = (sockets: Socket[]) => sockets.forEach((s) => s.disconnect());

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
function stats(latencies: number[]) {
  const s = [...latencies].sort((a, b) => a - b);
  const r = (v: number) => Math.round(v * 10) / 10;
  return { receipts: s.length, 'p50 ms': r(pct(s, 50)), 'p99 ms': r(pct(s, 99)), 'max ms': r(s[s.length - 1]!) };
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const audience = await seedLiveAudience(URL_, STUDENTS);
  console.log(`seeded ${STUDENTS} students enrolled in one discipline with a forum`);
  const monitor = new pg.Client({ connectionString: URL_ });
  await monitor.connect();
  const api = await start('server.ts', ['api'], {
    DATABASE_URL: URL_,
    REDIS_URL,
    REALTIME_REDIS_KEY: KEYS.trilha,
  });
  const nodes = {
    trilha: [
      await start('live-node.ts', ['trilha'], { DATABASE_URL: URL_, REDIS_URL, REALTIME_REDIS_KEY: KEYS.trilha }),
      await start('live-node.ts', ['trilha'], { DATABASE_URL: URL_, REDIS_URL, REALTIME_REDIS_KEY: KEYS.trilha }),
    ],
    bare: [
      await start('live-node.ts', ['bare'], { REDIS_URL, REALTIME_REDIS_KEY: KEYS.bare }),
      await start('live-node.ts', ['bare'], { REDIS_URL, REALTIME_REDIS_KEY: KEYS.bare }),
    ],
  };
  const redis = new Redis(REDIS_URL);
  const floorEmitter = new Emitter(redis, { key: KEYS.bare }).of('/main');
  const rows: Record<string, unknown>[] = [];
  const student = (i: number) => audience.students[i]!;
  const forumChannel = `forum.${audience.forumId}.student`;
  try {
    // Warm-up: the API's first requests (and its relay's first delivery) compile their paths.
    for (let i = 0; i < 3; i++)
      await postJson(api.port, '/forums-comments', audience.teacher.token, { forum: audience.forumId, text: `aquecimento ${i}` });

    // 1 and 2: a comment's fan-out.
    for (const [label, count, nodeCount] of [
      [`comment → ${ONE_NODE} sockets, 1 node`, ONE_NODE, 1],
      [`comment → ${STUDENTS} sockets, 2 nodes (Redis)`, STUDENTS, 2],
    ] as const) {
      for (const server of ['trilha', 'floor'] as const) {
        const ports = (server === 'trilha' ? nodes.trilha : nodes.bare).slice(0, nodeCount).map((n) => n.port);
        const sockets = await openSockets(
          ports,
          count,
          (i) => student(i).token,
          () => forumChannel,
        );
        const receipts = new Receipts(sockets, '.comment.sent', (d) => d.comment_id!);
        const latencies: number[] = [];
        const commits: number[] = [];
        await pause(500);
        for (let m = 0; m < MESSAGES; m++) {
          const t0 = performance.now();
          let key: number;
          if (server === 'trilha') {
            const res = await postJson(api.port, '/forums-comments', audience.teacher.token, {
              forum: audience.forumId,
              text: `Mensagem ${m} para todos`,
            });
            if (res.status !== 201 && res.status !== 200) throw new Error(`POST /forums-comments: ${res.status} ${res.body}`);
            commits.push(performance.now() - t0);
            key = (JSON.parse(res.body) as { data: { id: number } }).data.id;
          } else {
            key = 1_000_000 + m;
            floorEmitter.to(forumChannel).emit('.comment.sent', {
              channel: forumChannel,
              data: { forum_id: audience.forumId, comment_id: key, parent_id: null, thread: key },
            });
          }
          for (const at of await receipts.all(key, count)) latencies.push(at - t0);
          await pause(200);
        }
        closeSockets(sockets);
        const row = { scenario: label, server: server === 'trilha' ? 'trilha' : 'floor (bare socket.io)', ...stats(latencies) };
        if (commits.length) Object.assign(row, { 'request→response p50 ms': Math.round(stats(commits)['p50 ms']) });
        rows.push(row);
        console.log(row);
        await pause(1000);
      }
    }

    // 3: a material published to the discipline's 5,000 students.
    for (const server of ['trilha', 'floor'] as const) {
      const ports = (server === 'trilha' ? nodes.trilha : nodes.bare).map((n) => n.port);
      const channel = (i: number) => `notifications.${audience.companyId}.${student(i).id}`;
      const sockets = await openSockets(ports, STUDENTS, (i) => student(i).token, channel);
      const receipts = new Receipts(sockets, '.notification.created', (d) => d.subject_id!);
      const latencies: number[] = [];
      const written: number[] = [];
      await pause(500);
      for (let m = 0; m < MATERIALS; m++) {
        const t0 = performance.now();
        let key: number;
        if (server === 'trilha') {
          const res = await postForm(api.port, '/materials', audience.teacher.token, {
            name: `Material ${m}`,
            discipline_id: String(audience.disciplineId),
          });
          if (res.status !== 201 && res.status !== 200) throw new Error(`POST /materials: ${res.status} ${res.body}`);
          key = (JSON.parse(res.body) as { data: { id: number } }).data.id;
          // Every row committed: polled every 10 ms (so up to 10 ms late).
          for (;;) {
            const { rows: r } = await monitor.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM notifications WHERE company_id = $1 AND type = 'MaterialCreated' AND subject_id = $2`,
              [audience.companyId, key],
            );
            if (r[0]!.n >= STUDENTS) break;
            if (performance.now() - t0 > 30_000) throw new Error(`only ${r[0]!.n} notifications after 30 s`);
            await pause(10);
          }
          written.push(performance.now() - t0);
        } else {
          key = 2_000_000 + m;
          for (let i = 0; i < STUDENTS; i++)
            floorEmitter.to(channel(i)).emit('.notification.created', {
              channel: channel(i),
              data: { id: i, type: 'MaterialCreated', title: 'x', discipline_id: 1, subject_id: key, created_at: '' },
            });
        }
        for (const at of await receipts.all(key, STUDENTS)) latencies.push(at - t0);
        await pause(500);
      }
      closeSockets(sockets);
      const row = {
        scenario: `material → ${STUDENTS} students' bells, 2 nodes`,
        server: server === 'trilha' ? 'trilha' : 'floor (bare socket.io)',
        ...stats(latencies),
      };
      if (written.length) Object.assign(row, { 'rows written ms (max)': Math.round(Math.max(...written)) });
      rows.push(row);
      console.log(row);
      await pause(1000);
    }

    console.log(
      `\nLive pushes — ${MESSAGES} comments / ${MATERIALS} materials per scenario; latency from the request (product) or emit (floor) to each receipt; ${os.cpus().length} cores, all processes on this machine`,
    );
    console.table(rows);
    mkdirSync(join(HERE, 'results'), { recursive: true });
    writeFileSync(
      join(HERE, 'results', 'live-fanout.json'),
      JSON.stringify({ date: new Date().toISOString(), node: process.version, table: rows }, null, 2) + '\n',
    );
  } finally {
    redis.disconnect();
    await monitor.end();
    await Promise.all([api, ...nodes.trilha, ...nodes.bare].map(stop));
  }
}

await main();
process.exit(0);
