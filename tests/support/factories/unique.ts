import { randomBytes } from 'node:crypto';

/** A short random suffix, so default names, e-mails and domains never collide within a database. */
export const uid = (): string => randomBytes(4).toString('hex');
