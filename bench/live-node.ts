// Fork target of bench/live-fanout.bench.ts: one realtime node in a process of its own (its own
// event loop, as deployed), on the Redis adapter under REALTIME_REDIS_KEY. argv[2]:
// - `trilha`: the product's realtime server (@trilha/realtime: token check on connect, the
//   subscribe rule through the database, the session re-read on every subscribe);
// - `bare`: the floor, a socket.io server with the same adapter and nothing else (no auth, every
//   subscribe joins at once).
// Sends { port } over IPC once it listens; stops on "stop" or when the parent goes.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createPrismaClient, createTenantDb, POOL_SIZES } from '@trilha/db';
import { createRealtimeServer } from '@trilha/realtime';
import { REALTIME_NAMESPACES } from '@trilha/shared';
import { SUBSCRIBE } from '@trilha/shared/realtime';

const kind = process.argv[2];
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const key = process.env.REALTIME_REDIS_KEY!;
let stop: () => Promise<void>;
let port: number;

if (kind === 'trilha') {
  const url = process.env.DATABASE_URL!;
  const db = createPrismaClient(url, { max: POOL_SIZES.realtime });
  const tenantDb = createTenantDb({ url, max: POOL_SIZES.realtimeTenant });
  const server = createRealtimeServer({ db, tenantDb, redisUrl, redisKey: key });
  port = await server.listen(0, '127.0.0.1');
  stop = async () => {
    await server.close();
    await Promise.all([db.$disconnect(), tenantDb.$disconnect()]);
  };
} else if (kind === 'bare') {
  const http = createServer();
  const io = new Server(http, { serveClient: false });
  const pub = new Redis(redisUrl);
  const sub = pub.duplicate();
  io.adapter(createAdapter(pub, sub, { key }));
  for (const name of REALTIME_NAMESPACES)
    io.of(name).on('connection', (socket) => {
      socket.on(SUBSCRIBE, async (payload: { channel: string }, ack?: (r: unknown) => void) => {
        await socket.join(payload.channel);
        ack?.({ ok: true, channel: payload.channel });
      });
    });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  await sub.ping();
  port = (http.address() as AddressInfo).port;
  stop = async () => {
    io.close();
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
} else throw new Error(`usage: live-node.ts trilha|bare (got ${kind})`);

process.send!({ port });
let stopping = false;
const quit = async () => {
  if (stopping) return;
  stopping = true;
  await stop().catch(() => {});
  process.exit(0);
};
process.on('message', (m) => m === 'stop' && void quit());
process.on('disconnect', () => void quit());
