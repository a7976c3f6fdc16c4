import type { Prisma } from '@trilha/db';
import { appError } from '../kit/errors.ts';

/** Labels that name the platform's own hosts, never a tenant. */
const RESERVED = new Set(['www', 'api', 'app', 'admin', 'static', 'storage', 'mail', 'localhost']);

const taken = () => appError('DOMAIN_TAKEN');

/** 422 when a sub-domain is reserved or already some consumer's (the unique index is the final word). */
export async function assertDomainAvailable(tx: Prisma.TransactionClient, domain: string): Promise<void> {
  if (RESERVED.has(domain)) throw taken();
  if (await tx.consumer.findUnique({ where: { domain }, select: { id: true } })) throw taken();
}

/** A unique-index race on consumers.domain, reported like the check above. */
export function rethrowDomainTaken(err: unknown): never {
  const e = err as { code?: string; meta?: { target?: unknown; driverAdapterError?: unknown } };
  if (e?.code === 'P2002' && JSON.stringify(e.meta ?? {}).includes('domain')) throw taken();
  throw err;
}
