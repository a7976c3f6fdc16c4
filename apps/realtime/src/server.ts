import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db, TenantDb } from '@trilha/db';
import { REALTIME_NAMESPACES } from '@trilha/shared';
import { Server } from 'socket.io';
import { authenticate } from './authenticate.ts';
import { silentLogger, type Logger } from './logger.ts';
import { bindSession, handleSubscriptions } from './subscriptions.ts';
import { useLocalBus, useRedisAdapter, type Transport } from './transport.ts';
import type { RealtimeIo } from './types.ts';

export interface RealtimeServerOptions {
  /** The platform-wide client: sessions, and finding which company a channel's record belongs to. */
  db: Db;
  /** The tenant-bound client: channel rules that read a tenant's data ask @trilha/access through it. */
  tenantDb: TenantDb;
  /** Set in production and whenever API/worker run in other processes; omitted = embedded single-process mode. */
  redisUrl?: string;
  /** Redis pub/sub key prefix shared with the emitters (default 'socket.io'). */
  redisKey?: string;
  logger?: Logger;
}

export interface RealtimeServer {
  io: RealtimeIo;
  /** Starts an own HTTP server; resolves with the bound port (pass 0 for a random one). */
  listen(port: number, host?: string): Promise<number>;
  /** Shares an existing HTTP server (e.g. the API's) instead of opening a port. */
  attach(httpServer: HttpServer): void;
  close(): Promise<void>;
}

export function createRealtimeServer(opts: RealtimeServerOptions): RealtimeServer {
  const logger = opts.logger ?? silentLogger;
  const io: RealtimeIo = new Server({
    serveClient: false,
    // Tenants live on their own sub-domains; the bearer token (not a cookie) authenticates, so any origin may connect.
    cors: { origin: true, credentials: false },
  });

  const transport: Transport = opts.redisUrl
    ? useRedisAdapter(io, opts.redisUrl, opts.redisKey ?? 'socket.io', logger)
    : useLocalBus(io, logger);

  const auth = authenticate(opts.db, logger);
  // The default namespace gets the same gate; nothing is ever broadcast there.
  for (const name of ['/', ...REALTIME_NAMESPACES]) {
    const nsp = io.of(name);
    nsp.use(auth);
    nsp.on('connection', (socket) => {
      bindSession(socket);
      handleSubscriptions(socket, { db: opts.db, tenantDb: opts.tenantDb }, logger);
    });
  }

  let ownServer: HttpServer | null = null;

  return {
    io,
    async listen(port, host) {
      ownServer = createServer((req, res) => {
        // For container health checks and load balancers; socket.io answers its own path first.
        if (req.method === 'GET' && req.url === '/healthz')
          return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
        res.writeHead(404).end();
      });
      io.attach(ownServer);
      const server = ownServer;
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      await transport.ready();
      const bound = (server.address() as AddressInfo).port;
      logger.info({ port: bound, host, redis: Boolean(opts.redisUrl) }, 'realtime: listening');
      return bound;
    },
    attach(httpServer) {
      io.attach(httpServer);
      void transport.ready().catch((err) => logger.error({ err }, 'realtime: transport not ready'));
    },
    async close() {
      // Not io.close(): that would also close an attached HTTP server that belongs to someone else.
      for (const name of ['/', ...REALTIME_NAMESPACES]) io.of(name).local.disconnectSockets(true);
      await Promise.allSettled(['/', ...REALTIME_NAMESPACES].map(async (name) => io.of(name).adapter.close()));
      io.engine?.close();
      await transport.close();
      if (ownServer) {
        const server = ownServer;
        ownServer = null;
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}
