import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, exportPKCS8, generateKeyPair, importJWK, importPKCS8, type JWK } from 'jose';
import type { AppDeps, TenantTx } from '../../deps.ts';

/**
 * Each company signs its Open Badges credentials with its own Ed25519 key (docs/gamification.md
 * "Credentials"). The pair is made on first use; the private key is stored encrypted with
 * AES-256-GCM under a key derived (HKDF) from BADGE_KEYS_SECRET and the company id, so a row
 * copied to another company, or read without the secret, is useless. Public keys are never
 * deleted: a credential names its key (`kid`), and verifies for as long as that key is kept.
 */
export const CREDENTIAL_ALG = 'EdDSA';
type Db = Pick<AppDeps['db'], 'issuerKey'> | Pick<TenantTx, 'issuerKey'>;
export type SigningKey = { kid: string; publicJwk: JWK; privateKey: CryptoKey };

const encryptionKey = (secret: string, companyId: number): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, 'trilha-badge-issuer-keys', `company:${companyId}`, 32));

function seal(secret: string, companyId: number, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(secret, companyId), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The plain PKCS#8 text, or null when it was sealed under another secret (or is damaged). */
function open(secret: string, companyId: number, sealed: string): string | null {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey(secret, companyId), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * The company's current signing key: the newest one this secret opens, else a new pair. Two first
 * uses at once may both make one; both are valid and the newest signs from then on.
 */
export async function signingKey(db: Db, secret: string, companyId: number): Promise<SigningKey> {
  const newest = await db.issuerKey.findFirst({
    where: { companyId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { kid: true, publicJwk: true, privateKey: true },
  });
  const pkcs8 = newest && open(secret, companyId, newest.privateKey);
  if (newest && pkcs8)
    return { kid: newest.kid, publicJwk: newest.publicJwk as JWK, privateKey: await importPKCS8(pkcs8, CREDENTIAL_ALG) };

  const pair = await generateKeyPair(CREDENTIAL_ALG, { crv: 'Ed25519', extractable: true });
  const publicJwk = await exportJWK(pair.publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  await db.issuerKey.create({
    data: {
      companyId,
      kid,
      publicJwk: publicJwk as object,
      privateKey: seal(secret, companyId, await exportPKCS8(pair.privateKey)),
    },
  });
  return { kid, publicJwk, privateKey: pair.privateKey };
}

/** A public key of the company by its id (`kid`), or null: another company's key is none of ours. */
export async function verificationKey(db: Db, companyId: number, kid: string): Promise<CryptoKey | Uint8Array | null> {
  const row = await db.issuerKey.findFirst({ where: { companyId, kid }, select: { publicJwk: true } });
  return row ? importJWK(row.publicJwk as JWK, CREDENTIAL_ALG) : null;
}

/** Every public key of the company, oldest first: its JWKS (a credential verifies for as long as its key is listed). */
export async function publicKeys(db: Db, companyId: number): Promise<Array<{ kid: string; publicJwk: JWK }>> {
  const rows = await db.issuerKey.findMany({
    where: { companyId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { kid: true, publicJwk: true },
  });
  return rows.map((r) => ({ kid: r.kid, publicJwk: r.publicJwk as JWK }));
}
