/**
 * What two Prisma clients (the API holds two: owner and tenant, apps/api/src/main.ts) hold once
 * each has run a statement: heap and RSS after a full GC (the graph is decoded at construction). Measures patches/@prisma__client*.patch
 * (patches/README.md): run it with the patch applied and with it reversed.
 * `node --expose-gc --import tsx bench/prisma-clients-heap.ts` with DATABASE_URL set.
 */
import { createPrismaClient } from '@trilha/db';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const mb = (n: number) => Math.round(n / 1024 / 1024);
gc();
const before = process.memoryUsage();
const db = createPrismaClient(url, { max: 2 });
const other = createPrismaClient(url, { max: 2 });
await db.$queryRawUnsafe('select 1');
await other.$queryRawUnsafe('select 1');
for (let i = 0; i < 3; i++) gc();
await new Promise((r) => setTimeout(r, 500));
gc();
const after = process.memoryUsage();
console.log(
  JSON.stringify({
    heapUsedMB: mb(after.heapUsed - before.heapUsed),
    rssMB: mb(after.rss),
    rssGrowthMB: mb(after.rss - before.rss),
  }),
);
await Promise.all([db.$disconnect(), other.$disconnect()]);
