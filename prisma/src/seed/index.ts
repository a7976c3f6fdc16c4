import { createLocalDiskStorage, type FileStorage } from '@trilha/storage';
import { resolve } from 'node:path';
import { Prisma, type PrismaClient } from '../generated/client.ts';
import { hashPassword } from '../security.ts';
import { SeedContext, type SeedStep, type Tx } from './context.ts';
import { ACME_DOMAIN, DEMO_DOMAIN, DEMO_PASSWORD } from './data.ts';
import { SEED_STEPS } from './steps/index.ts';

export { ACME_DOMAIN, ACME_USERS, DEMO_DOMAIN, DEMO_PASSWORD, DEMO_USERS, EXTRA_STUDENTS, type DemoUser } from './data.ts';
export { SEED_STEPS } from './steps/index.ts';
export type { SeedContext, SeedStep } from './context.ts';

/**
 * Seeds the demo tenant ("Trilha Demo", consumer `demo`) with one user per role, content and
 * activity, plus a second tenant ("Acme Treinamentos", consumer `acme`). Idempotent: does
 * nothing when the `demo` consumer exists. Runs in one transaction, so a failure leaves nothing.
 */
export async function seedDemo(db: PrismaClient, o: { storage?: FileStorage; storageDir?: string } = {}): Promise<void> {
  if (await db.consumer.findUnique({ where: { domain: DEMO_DOMAIN }, select: { id: true } })) return;
  // One argon2 hash shared by all demo users (same password): hashing is the slow part.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const itemPasswordHash = await hashPassword('segredo123');
  const now = new Date();
  // The API's storage; without one, local disk with the same default as the API's STORAGE_DIR
  // (relative to the working directory).
  const storage =
    o.storage ??
    createLocalDiskStorage({
      dir: resolve(o.storageDir ?? process.env.STORAGE_DIR ?? '.data/storage'),
      publicUrlTemplate: 'http://{tenant}.localhost/storage',
    });
  const written: string[] = [];
  try {
    await db.$transaction((tx) => runSteps(tx, SEED_STEPS, { passwordHash, itemPasswordHash, now, storage, written }), {
      timeout: 120_000,
      maxWait: 30_000,
    });
  } catch (e) {
    // Nothing half-done: the rows rolled back, so do the files written for them.
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    // A concurrent seeder won the race: its transaction created the demo consumer.
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
      if (await db.consumer.findUnique({ where: { domain: DEMO_DOMAIN }, select: { id: true } })) return;
    }
    throw e;
  }
}

async function runSteps(
  tx: Tx,
  steps: readonly SeedStep[],
  o: { passwordHash: string; itemPasswordHash: string; now: Date; storage: FileStorage; written: string[] },
): Promise<void> {
  // Acme is seeded with the demo unless it already exists (then the demo comes without suppliers).
  const acmeExists = !!(await tx.consumer.findUnique({ where: { domain: ACME_DOMAIN }, select: { id: true } }));
  const ctx = new SeedContext(tx, o.now, o.passwordHash, o.itemPasswordHash, !acmeExists, o.storage, o.written);
  for (const step of steps) {
    try {
      await step.run(ctx);
    } catch (e) {
      // Name the failing domain; the transaction rolls everything back.
      if (e instanceof Error) e.message = `seed step "${step.name}": ${e.message}`;
      throw e;
    }
  }
}
