import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ErrorDef, JobName, PermissionRule } from './shared-types.ts';
import type { AppDeps } from '../deps.ts';
import type { AnySubscriber } from '../events/subscriber.ts';

/**
 * What an API domain brings: its routes, and the permissions, error codes and jobs it owns (all
 * declared in packages/shared/src/<domain>/, re-exported here so the API knows which are whose).
 * apps/api/src/domains/index.ts lists every domain, one line each; app.ts registers them all.
 */
export type ApiDomain = {
  readonly name: string;
  /** None for a domain that only reacts to others' events (gamification, for now). */
  readonly routes?: (deps: AppDeps) => FastifyPluginAsyncZod;
  /** Permissions its routes may declare (besides the common ones): checked when routes register. */
  readonly permissions?: Readonly<Record<string, PermissionRule>>;
  readonly errors?: Readonly<Record<string, ErrorDef>>;
  /** Jobs this domain enqueues (their handlers live in apps/worker/src/jobs). */
  readonly jobs?: readonly JobName[];
  /**
   * Its reactions to other domains' events (`on-<event>.ts` files of its folder): the only way a
   * fact of one domain changes another's data (docs/architecture.md "Domain events").
   */
  readonly subscribers?: readonly AnySubscriber[];
};

export const defineApiDomain = <const D extends ApiDomain>(d: D): D => d;
