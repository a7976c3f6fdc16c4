import type { ApiDomain } from '../../kit/domain.ts';
import type { ExportKind } from '../../kit/exports.ts';

export type ExportKindRegistry = ReadonlyMap<string, ExportKind>;

/** Every export kind the domains declare (their manifests' `exportKinds`); a kind declared twice is a bug. */
export function exportKindsOf(domains: readonly ApiDomain[]): ExportKindRegistry {
  const kinds = new Map<string, ExportKind>();
  for (const d of domains)
    for (const k of d.exportKinds ?? []) {
      if (kinds.has(k.kind)) throw new Error(`export kind ${k.kind} is declared twice (${d.name})`);
      kinds.set(k.kind, k);
    }
  return kinds;
}
