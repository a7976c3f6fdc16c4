// Test data per domain: one file each, exporting its create* functions (first parameter: the
// database) and a `<domain>Factories` map of short names. `pnpm gen` collects them in
// all.generated.ts; setupApiTest() hands the map out bound to the file's database (`t.create.*`).
import type { Db } from '@trilha/db';
import { factories } from './all.generated.ts';

export * from './all.generated.ts';

/** Each factory with its database argument already given. */
export type BoundFactories = {
  [K in keyof typeof factories]: (typeof factories)[K] extends (db: Db, ...args: infer A) => infer R ? (...args: A) => R : never;
};

export function bindFactories(db: Db): BoundFactories {
  const bound: Record<string, unknown> = {};
  for (const [name, make] of Object.entries(factories)) {
    bound[name] = (...args: unknown[]) => (make as (db: Db, ...a: unknown[]) => unknown)(db, ...args);
  }
  return bound as BoundFactories;
}
