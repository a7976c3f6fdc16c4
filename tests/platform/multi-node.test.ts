import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import request from 'supertest';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, SUBSCRIBE, type SubscribeAck } from '@trilha/shared/realtime';
import { need } from '../support/requirements.ts';
import { HAPROXY_PATH, REDIS_SERVER_PATH, startTopology, type Topology, type TopologyNode } from '../support/topology.ts';

// Several nodes behind the proxy (docs/deployment.md "Several nodes"): 2 API, 2 realtime and 2
// worker processes, the web client's server and HAProxy with deploy/haproxy.cfg, started by
// tests/support/topology.ts over a fresh seeded database and a Redis of its own.
const adminUrl = process.env.TEST_DATABASE_URL ?? null;
const hasRedisServer = (() => {
  try {
    execFileSync(REDIS_SERVER_PATH, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const ready =
  need(adminUrl !== null, 'PostgreSQL', 'TEST_DATABASE_URL is not set') &&
  need(existsSync(HAPROXY_PATH), 'HAProxy', `${HAPROXY_PATH} missing: apt-get install -y haproxy`) &&
  need(hasRedisServer, 'redis-server', `${REDIS_SERVER_PATH} missing`) &&
  need(
    existsSync(join(import.meta.dirname, '../../apps/web/dist/index.html')),
    'the web build',
    'run pnpm --filter @trilha/web build',
  );

const PASSWORD = 'Trilha@2026';
const HOST = 'demo.localhost';
let t: Topology;
const sockets: Socket[] = [];

beforeAll(async () => {
  if (!ready) return;
  t = await startTopology({ adminUrl: adminUrl!, seed: true });
}, 300_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.stop();
}, 60_000);

/** A node's own address, bypassing the proxy, with the tenant's Host. */
const at = (node: TopologyNode) => request(node.url!);

async function signIn(node: TopologyNode, role: string): Promise<{ token: string; userId: number }> {
  const res = await at(node)
    .post('/auth/login')
    .set('Host', HOST)
    .send({ email: `${role}@demo.trilha.dev`, password: PASSWORD })
    .expect(200);
  return { token: res.body.token, userId: res.body.user.id };
}

type Transport = 'websocket' | 'polling';

/**
 * A socket.io client through the proxy on one transport, never upgrading. `node` pins it to a
 * realtime node with the proxy's stickiness cookie; without it the proxy picks one and the client
 * keeps the cookie it was given (engine.io-client's cookie jar, `withCredentials`).
 */
async function live(token: string, transport: Transport, node?: 'rt1' | 'rt2'): Promise<Socket> {
  const s = io(`${t.proxyUrl}/main`, {
    auth: { token },
    transports: [transport],
    upgrade: false,
    reconnection: false,
    forceNew: true,
    withCredentials: true,
    ...(node ? { extraHeaders: { cookie: `TRILHA_RT=${node}` } } : {}),
  });
  sockets.push(s);
  await new Promise<void>((resolve, reject) => {
    s.once('connect', resolve);
    s.once('connect_error', reject);
  });
  return s;
}

const subscribe = async (s: Socket, channel: string) =>
  expect(await (s.timeout(5000).emitWithAck(SUBSCRIBE, { channel }) as Promise<SubscribeAck>)).toEqual({ ok: true, channel });

function next<T>(s: Socket, event: string, ms = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    s.once(event, (msg: T) => {
      clearTimeout(timer);
      resolve(msg);
    });
  });
}

function disconnected(s: Socket, ms = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    s.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Which node the proxy sends a new socket.io session to, given the stickiness cookie (or none). */
async function handshakeNode(cookie?: string): Promise<{ node: string | null; setCookie: string | null }> {
  const res = await fetch(`${t.proxyUrl}/socket.io/?EIO=4&transport=polling`, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  await res.text();
  return { node: res.headers.get('x-served-by'), setCookie: res.headers.get('set-cookie') };
}

describe.runIf(ready)('several nodes behind the proxy', () => {
  it('spreads API requests over both API nodes and serves the web client', async () => {
    const served = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${t.apiUrl}/readyz`);
      expect(await res.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
      served.add(res.headers.get('x-served-by')!);
    }
    expect([...served].sort()).toEqual(['api1', 'api2']);
    const page = await fetch(`${t.proxyUrl}/login`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    // The client reaches the API and the sockets through the proxy's own address.
    const config = await (await fetch(`${t.proxyUrl}/config.js`)).text();
    expect(config).toContain(`"apiUrl":"http://{host}:${new URL(t.proxyUrl).port}/api"`);
  });

  it('sticks a polling session to the realtime node that holds it, alternating new ones', async () => {
    const first = await handshakeNode();
    const second = await handshakeNode();
    expect([first.node, second.node].sort()).toEqual(['rt1', 'rt2']);
    expect(first.setCookie).toMatch(new RegExp(`^TRILHA_RT=${first.node};`));
    // The cookie brings a client back to its node, whatever the rotation would pick.
    for (let i = 0; i < 3; i++) expect((await handshakeNode('TRILHA_RT=rt2')).node).toBe('rt2');
  });

  it('a sign-in on one API node is valid on the other', async () => {
    const { token } = await signIn(t.api[0], 'student');
    const res = await at(t.api[1]).get('/warnings').set('Host', HOST).auth(token, { type: 'bearer' }).expect(200);
    expect(res.headers['x-served-by']).toBeUndefined(); // straight to the node, not through the proxy
    await request(t.apiUrl).get('/warnings').set('Host', HOST).auth(token, { type: 'bearer' }).expect(200);
  });

  for (const transport of ['websocket', 'polling'] as const) {
    it(`socket.io (${transport}): clients on both realtime nodes receive what a write on API node 2 published`, async () => {
      const manager = await signIn(t.api[0], 'manager');
      const student = await signIn(t.api[0], 'student');
      const settings = await request(t.apiUrl).get('/settings').set('Host', HOST).expect(200);
      const channel = channels.warnings(settings.body.data.company_id as number).name;
      // Pinned to each node, and two more left to the proxy's rotation (with polling, each one's
      // every later request must come back to its node, or socket.io refuses the session id).
      const clients = [
        await live(student.token, transport, 'rt1'),
        await live(student.token, transport, 'rt2'),
        await live(student.token, transport),
        await live(manager.token, transport),
      ];
      for (const s of clients) await subscribe(s, channel);
      const title = `Aviso entre nós ${transport} ${Date.now()}`;
      const arriving = clients.map((s) => next<{ channel: string; data: { title: string } }>(s, '.warning.published'));
      await at(t.api[1])
        .post('/warnings')
        .set('Host', HOST)
        .auth(manager.token, { type: 'bearer' })
        .field('title', title)
        .field('text', 'Publicado pelo segundo nó da API.')
        .expect(201);
      for (const msg of await Promise.all(arriving)) expect(msg).toMatchObject({ channel, data: { title } });
      for (const s of clients) expect(s.io.engine.transport.name).toBe(transport);
    });
  }

  it('a sign-out on one API node closes the session’s sockets on both realtime nodes', async () => {
    const teacher = await signIn(t.api[1], 'teacher');
    const other = await signIn(t.api[1], 'tutor');
    const onRt1 = await live(teacher.token, 'websocket', 'rt1');
    const onRt2 = await live(teacher.token, 'polling', 'rt2');
    const bystander = await live(other.token, 'websocket', 'rt2');
    for (const [s, id] of [
      [onRt1, teacher.userId],
      [onRt2, teacher.userId],
      [bystander, other.userId],
    ] as const)
      await subscribe(s, channels.user(id).name);

    const closing = Promise.all([disconnected(onRt1), disconnected(onRt2)]);
    await at(t.api[0]).post('/auth/logout').set('Host', HOST).auth(teacher.token, { type: 'bearer' }).expect(200);
    expect(await closing).toEqual(['io server disconnect', 'io server disconnect']);
    await at(t.api[1]).get('/warnings').set('Host', HOST).auth(teacher.token, { type: 'bearer' }).expect(401);
    expect(bystander.connected).toBe(true);
  });

  it('jobs queued by both API nodes are each run once by the two workers', async () => {
    const roles = ['student', 'tutor', 'teacher', 'manager', 'supervisor', 'client'];
    const before = new Set(readdirSync(t.mailDir));
    // Two password-reset e-mails per account, one asked of each API node. Each request from its
    // own address (the nodes believe X-Forwarded-For from loopback): the per-address limit is not
    // what is tested here.
    let n = 0;
    for (const role of roles)
      for (const node of t.api)
        await at(node)
          .post('/auth/forgot-password')
          .set('Host', HOST)
          .set('X-Forwarded-For', `198.51.100.${++n}`)
          .send({ email: `${role}@demo.trilha.dev` })
          .expect(200);

    const mails = () => readdirSync(t.mailDir).filter((f) => !before.has(f));
    const deadline = Date.now() + 30_000;
    while (mails().length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    // A duplicate would come a moment later: give it the time to show.
    await new Promise((r) => setTimeout(r, 1500));
    const recipients = mails().map(
      (f) => /^To: .*?<?([^\s<>]+@[^\s<>]+)>?\s*$/m.exec(readFileSync(join(t.mailDir, f), 'utf8'))?.[1],
    );
    expect(recipients.sort()).toEqual(roles.flatMap((r) => [`${r}@demo.trilha.dev`, `${r}@demo.trilha.dev`]).sort());

    // Each job completed once, and in the worker that took it only.
    const completed = t.worker.map((w) =>
      w
        .log()
        .split('\n')
        .filter((l) => l.includes('"jobs: completed"') && l.includes('mail.password-reset'))
        .map((l) => (JSON.parse(l) as { jobId: string }).jobId),
    );
    const all = completed.flat();
    expect(all).toHaveLength(n);
    expect(new Set(all).size).toBe(n);
    // Both workers take their share (BullMQ hands each job to whichever is waiting).
    for (const c of completed) expect(c.length).toBeGreaterThan(0);
    console.log(`password-reset jobs per worker: ${completed.map((c) => c.length).join(' + ')}`);
  });
});
