import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id (the @node-rs build: the `argon2` package's prebuild crashes on this machine kind).
export const hashPassword = (plain: string): Promise<string> => hash(plain);
export const verifyPassword = (digest: string, plain: string): Promise<boolean> => verify(digest, plain).catch(() => false);

/** Opaque random token for bearer tokens and reset links. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256: a leaked table grants nothing. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
