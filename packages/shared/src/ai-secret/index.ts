import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A company's model API key at rest: AES-256-GCM under a key derived (HKDF) from AI_KEYS_SECRET
 * and the company id, so a value copied to another company, or read without the secret, is
 * useless. The API seals (PUT /ai/settings), the worker opens (the model call); nothing returns it.
 * Node-only (node:crypto): the web never imports this entry.
 */
const keyFor = (secret: string, companyId: number): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, 'trilha-ai-api-keys', `company:${companyId}`, 32));

export function sealApiKey(secret: string, companyId: number, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, companyId), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The plain key, or null when sealed under another secret, for another company, or damaged. */
export function openApiKey(secret: string, companyId: number, sealed: string): string | null {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, companyId), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
