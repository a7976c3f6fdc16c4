// Sets the app role's password from the environment at deploy time (APP_DB_PASSWORD), so no
// password lives in a migration or in the repository.
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import pg from 'pg';
import { APP_ROLE } from '../tenancy/rules.ts';
import { parseDatabaseUrl, poolConfig } from './adapter.ts';

/**
 * A SCRAM-SHA-256 verifier in PostgreSQL's format, so the clear password never reaches the server
 * (nor its statement log). Only for printable ASCII: PostgreSQL runs other passwords through
 * SASLprep first, which this does not reimplement.
 */
export function scramVerifier(password: string, salt = randomBytes(16), iterations = 4096): string {
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();
  const storedKey = createHash('sha256').update(hmac(salted, 'Client Key')).digest();
  const serverKey = hmac(salted, 'Server Key');
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

/** ALTER ROLE trilha_app PASSWORD ..., run by the migrating (owner) role. */
export async function setAppRolePassword(databaseUrl: string, password: string): Promise<void> {
  if (!password) throw new Error('Empty app role password');
  const secret = /^[\x20-\x7e]+$/.test(password) ? scramVerifier(password) : password;
  const client = new pg.Client(poolConfig(parseDatabaseUrl(databaseUrl)));
  await client.connect();
  try {
    // ALTER ROLE takes no bind parameters: let the server quote the literal.
    const { rows } = await client.query<{ sql: string }>(
      `SELECT format('ALTER ROLE %I PASSWORD %L', $1::text, $2::text) AS sql`,
      [APP_ROLE, secret],
    );
    await client.query(rows[0]!.sql);
  } finally {
    await client.end();
  }
}
