// Usage: DATABASE_URL=... tsx src/seed/cli.ts — migrates first, then seeds the demo (idempotent).
import { createPrismaClient } from '../client.ts';
import { DEFAULT_DATABASE_URL, migrateDatabase } from '../migrate/index.ts';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { DEMO_USERS, localSeedFiles, seedDemo } from './index.ts';

const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;

async function main(): Promise<void> {
  await migrateDatabase(url);
  const db = createPrismaClient(url, { max: 4 });
  try {
    const started = Date.now();
    const existed = await db.consumer.findUnique({ where: { domain: 'demo' }, select: { id: true } });
    // Files go to the API's STORAGE_DIR (default .data/storage at the repository root, where `pnpm start` runs).
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    await seedDemo(db, { files: localSeedFiles(resolve(root, process.env.STORAGE_DIR ?? '.data/storage')) });
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
