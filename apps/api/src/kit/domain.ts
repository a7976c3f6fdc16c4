import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ErrorDef, JobName, PermissionRule } from './shared-types.ts';
import type { AppDeps } from '../deps.ts';
import type { AnySubscriber } from '../events/subscriber.ts';
import { createItemKindRegistry, type ItemKind, type ItemKindRegistry } from './item-kinds.ts';
import { orderDisciplineCopy, type DisciplineCopyStep } from './discipline-copy.ts';
import type { ExportKind } from './exports.ts';

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
   * fact of one domain changes another's data (docs/architecture.md "Domain events"). A function
   * when they follow from the registered item kinds (materials: an item is done on its kind's event).
   */
  readonly subscribers?: readonly AnySubscriber[] | ((kinds: ItemKindRegistry) => readonly AnySubscriber[]);
  /**
   * The kinds of material item this domain defines (kit/item-kinds.ts): their hooks decide what the
   * materials domain does with items of that kind. Every item type has exactly one.
   */
  readonly itemKinds?: readonly ItemKind[];
  /**
   * The tables it owns (SQL names, the schema's @@map): only this domain's code writes them
   * (tests/platform/table-ownership.test.ts). Another domain changes them through this domain's
   * hooks (its item kinds' `copyMany`, its `disciplineCopy` step) or by publishing an event this
   * domain subscribes to (docs/architecture.md "Table ownership").
   */
  readonly tables?: readonly string[];
  /**
   * Its part of a discipline's deep copy (kit/discipline-copy.ts): its own tables' rows of the
   * course, copied in the copy's transaction.
   */
  readonly disciplineCopy?: DisciplineCopyStep;
  /**
   * The kinds of export (files a worker job writes) whose rows this domain makes (kit/exports.ts):
   * the exports domain records, finds and serves them without importing this one.
   */
  readonly exportKinds?: readonly ExportKind[];
};

/** The item-kind registry of a list of domains: every kind they register, checked complete. */
export const itemKindsOf = (domains: readonly ApiDomain[]): ItemKindRegistry =>
  createItemKindRegistry(domains.flatMap((d) => d.itemKinds ?? []));

/** Every domain's subscribers, the kind-driven ones built from the registry. */
export const subscribersOf = (domains: readonly ApiDomain[], kinds: ItemKindRegistry): AnySubscriber[] =>
  domains.flatMap((d) => (typeof d.subscribers === 'function' ? d.subscribers(kinds) : (d.subscribers ?? [])));

/** The discipline copy's steps of every domain and item kind, in the order they run. */
export const disciplineCopyOf = (domains: readonly ApiDomain[], kinds: ItemKindRegistry): DisciplineCopyStep[] =>
  orderDisciplineCopy(
    domains.flatMap((d) => (d.disciplineCopy ? [d.disciplineCopy] : [])),
    kinds,
  );

export const defineApiDomain = <const D extends ApiDomain>(d: D): D => d;
