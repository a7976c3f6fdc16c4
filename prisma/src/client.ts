import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/client.ts';

export type Db = PrismaClient;

/** The pg pool under each client made here: for the few hot statements that skip Prisma (findSessionByToken). */
const pools = new WeakMap<PrismaClient, pg.Pool>();

/** One Prisma client over node-postgres (Rust-free Prisma 7; see docs/migrations.md). */
export function createPrismaClient(connectionString: string, opts: { max?: number } = {}): PrismaClient {
  const pool = new pg.Pool({ connectionString, max: opts.max ?? 10 });
  // Prisma owns the pool: $disconnect() ends it.
  const client = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(client, pool);
  return client;
}

/** The pg pool a client from createPrismaClient runs on (undefined for other clients). */
export const poolOf = (db: PrismaClient): pg.Pool | undefined => pools.get(db);
