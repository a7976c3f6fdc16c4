// Every domain of the platform, from domains.generated.ts (`pnpm gen` lists each folder's domain.ts):
// adding a domain edits nothing in this package outside its own folder. The tables below merge what
// each one declares.
import type { DomainDef } from './domain.ts';
import { ALL_PERMISSIONS as PERMISSIONS_ONLY } from './permission-registry.ts';
import { DOMAINS } from './domains.generated.ts';

export { DOMAINS };

type Union<K extends keyof DomainDef> = (typeof DOMAINS)[number][K];
type Merge<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? { [P in keyof I]: I[P] } : never;

/** Merges one table of every domain; a key declared by two domains is a bug, refused at load. */
function merge<K extends 'messages' | 'permissions' | 'errors'>(key: K): Merge<Union<K>> {
  const out: Record<string, unknown> = {};
  for (const d of DOMAINS as readonly DomainDef[]) {
    for (const [k, v] of Object.entries(d[key])) {
      if (Object.hasOwn(out, k)) throw new Error(`${key} "${k}" is declared twice (domain ${d.name})`);
      out[k] = v;
    }
  }
  return out as Merge<Union<K>>;
}

export const ALL_MESSAGES = merge('messages');
/**
 * The policy's table comes from permission-registry.ts (permissions only, so the web's sign-in page
 * does not carry every domain's messages); it must be exactly the domains' own tables, checked here.
 */
export const ALL_PERMISSIONS = PERMISSIONS_ONLY;
{
  const merged = merge('permissions') as Record<string, unknown>;
  const keys = Object.keys(merged);
  const listed = PERMISSIONS_ONLY as Record<string, unknown>;
  const missing = keys.filter((k) => listed[k] !== merged[k]);
  const extra = Object.keys(listed).filter((k) => !Object.hasOwn(merged, k));
  if (missing.length || extra.length)
    throw new Error(
      `permission-registry.ts differs from the domains' tables (missing: ${missing.join(', ')}; extra: ${extra.join(', ')})`,
    );
}
export const ALL_ERRORS = merge('errors');
