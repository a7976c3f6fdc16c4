import { decide, type AccessAction, type RefusalOf } from '@trilha/access';
import type { AppDeps } from '../deps.ts';
import type { Actor } from './actor.ts';
import { appError } from './errors.ts';

// The API's side of @trilha/access (docs/architecture.md "Access"): the rules live there, once;
// here a refusal becomes the error the route answers (its code, status and message from
// packages/shared). `remap` lets a use case answer another record's code for the same refusal
// (a question put in a discipline the actor cannot read is a 422 of the body, not a 404).

/** Throws the refusal of `action` on record `id` for this actor, if any. */
export async function requireAccess<A extends AccessAction>(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  action: A,
  id: number,
  remap: Partial<Record<RefusalOf<A>, Parameters<typeof appError>[0]>> = {},
): Promise<void> {
  const refusal = (await decide(deps.db, actor, action, [id])).get(id);
  if (refusal) throw appError(remap[refusal] ?? refusal);
}
