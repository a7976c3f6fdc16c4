import { createHash, randomBytes } from 'node:crypto';

/** How long a launch's content URLs work: a long lesson, not a day. Reopening the item makes a new one. */
export const LAUNCH_TTL_MS = 4 * 60 * 60 * 1000;
/** 32 random bytes, base64url: what sits in the content URLs. */
export const LAUNCH_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const newLaunchToken = (): string => randomBytes(32).toString('base64url');
/** Only the hash is stored: a database read does not hand out working content URLs. */
export const hashLaunchToken = (token: string): string => createHash('sha256').update(token).digest('hex');
