// Where the other languages' catalogues are: loaded (this module too) only when English or Spanish
// is chosen, so the pt-BR sign-in page carries none of it. One chunk per file: the core's (shell,
// kit, spec messages) and each feature's `strings.<lang>.ts`, found by folder so a feature adds its
// translations without touching anything else.
import type { Strings } from '../app/feature.ts';
import type { Locale } from './locale.ts';

type Loader = () => Promise<Strings>;
type Translated = Exclude<Locale, 'pt-BR'>;

const CORE: Record<Translated, Loader> = {
  en: () => import('./core.en.ts').then((m) => m.default),
  es: () => import('./core.es.ts').then((m) => m.default),
};
const FEATURES = import.meta.glob<Strings>(['../features/*/strings.en.ts', '../features/*/strings.es.ts'], { import: 'default' });

export const coreTranslation = (locale: Translated): Promise<Strings> => CORE[locale]();

/** The feature's catalogue in `locale`, or undefined when it has no translation yet. */
export const featureTranslation = (feature: string, locale: Translated): Loader | undefined =>
  FEATURES[`../features/${feature}/strings.${locale}.ts`];
