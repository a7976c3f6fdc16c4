import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client.ts';

export type Db = PrismaClient;

/** One Prisma client over node-postgres (Rust-free Prisma 7; see docs/migrations.md). */
export function createPrismaClient(connectionString: string, opts: { max?: number } = {}): PrismaClient {
  const adapter = new PrismaPg({ connectionString, max: opts.max ?? 10 });
  return new PrismaClient({ adapter });
}
