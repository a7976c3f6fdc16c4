// Usage: DATABASE_URL=... tsx src/seed/cli.ts — migrates first, then seeds the demo (idempotent).
import { fileURLToPath } from 'node:url';
import { createPrismaClient } from '../client.ts';
import { DEFAULT_DATABASE_URL, migrateDatabase } from '../migrate/index.ts';
import { DEMO_USERS, seedDemo } from './index.ts';

const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;

async function main(): Promise<void> {
  await migrateDatabase(url);
  const db = createPrismaClient(url, { max: 4 });
  try {
    const started = Date.now();
    const existed = await db.consumer.findUnique({ where: { domain: 'demo' }, select: { id: true } });
    // `pnpm db:seed` runs in prisma/: the API's default storage is the repository's .data/storage.
    await seedDemo(db, {
      storageDir: process.env.STORAGE_DIR ?? fileURLToPath(new URL('../../../.data/storage', import.meta.url)),
    });
    console.log(existed ? 'Demo data already present: nothing to do.' : `Demo data seeded in ${Date.now() - started} ms.`);
    console.log(`Logins (password ${DEMO_USERS[0]?.password}): ${DEMO_USERS.map((u) => u.email).join(', ')}`);
  } finally {
    await db.$disconnect();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
