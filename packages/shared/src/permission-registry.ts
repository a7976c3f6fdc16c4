// Every domain's permissions and nothing else: what the policy (`can()`) needs. The web client's
// entry reaches the policy, and importing the full registry (registry.ts: every domain's messages
// and error table too) put all of them on the sign-in page (docs/web-client.md "Code splitting and
// the bundle budget"). Both lists are generated (`pnpm gen`) from the same folders; registry.ts still checks at load
// that the two agree.
import { PERMISSION_TABLES } from './permissions.generated.ts';

type Merge<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? { [P in keyof I]: I[P] } : never;

function mergePermissions(): Merge<(typeof PERMISSION_TABLES)[number]> {
  const out: Record<string, unknown> = {};
  for (const table of PERMISSION_TABLES as readonly Record<string, unknown>[])
    for (const [k, v] of Object.entries(table)) {
      if (Object.hasOwn(out, k)) throw new Error(`permission "${k}" is declared twice`);
      out[k] = v;
    }
  return out as Merge<(typeof PERMISSION_TABLES)[number]>;
}

/** Every permission of the platform (the policy's table). */
export const ALL_PERMISSIONS = mergePermissions();
