// The pt-BR catalogue: the app's own strings (core.ts, loaded with the app) and every feature's
// (features/<name>/strings.ts, loaded with its screens). A section belongs to one feature; a second
// feature declaring it is refused. Keys are typed from all of them, so t('users.heading') is checked.
import type { Feature, KeysOf, Strings } from '../app/feature.ts';
import type { FEATURES } from '../app/features.ts';
import type { CoreStrings } from './core.ts';

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type StringsOf<F> = F extends Feature<infer S> ? S : never;
type FeatureStrings = UnionToIntersection<StringsOf<(typeof FEATURES)[number]>>;

export type Catalogue = CoreStrings & FeatureStrings;
/** Any key of the catalogue ('users.heading'): page titles and menu labels are typed with it. */
export type CatalogueKey = KeysOf<Catalogue>;

/**
 * Who declared each section so far; adding `strings` of `owner` fails when one of its sections is
 * another's (two features writing `users.*` would silently overwrite each other's texts).
 */
export function claimSections(owners: Map<string, string>, owner: string, strings: Strings): void {
  for (const section of Object.keys(strings)) {
    const current = owners.get(section);
    if (current && current !== owner) throw new Error(`Catalogue section "${section}" is declared by ${current} and ${owner}`);
    owners.set(section, owner);
  }
}
