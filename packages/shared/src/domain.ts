import type { ErrorDef } from './errors/define.ts';
import type { PermissionRule } from './policy/define.ts';

/**
 * A domain's contribution to the platform-wide tables: its pt-BR texts, its permissions (with
 * their reasons) and its error codes. Each domain folder has a `domain.ts`; registry.ts lists them.
 */
export type DomainDef = {
  readonly name: string;
  readonly messages: Readonly<Record<string, string>>;
  readonly permissions: Readonly<Record<string, PermissionRule>>;
  readonly errors: Readonly<Record<string, ErrorDef>>;
};

export const defineDomain = <const D extends DomainDef>(d: D): D => d;
