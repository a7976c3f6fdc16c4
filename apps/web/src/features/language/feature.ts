import type { Feature } from '../../app/feature.ts';
import type { languageStrings } from './strings.ts';

/**
 * The interface language (001 L104, L195: pt, en, es by a cookie and a reload after 500 ms): no
 * screen of its own. The shell mounts LanguageSelect in its header; the page's language is read at
 * boot by i18n/locale.ts. Its strings load with the shell, like every feature's.
 */
export const languageFeature: Feature<typeof languageStrings> = {
  name: 'language',
  strings: () => import('./strings.ts').then((m) => m.languageStrings),
};
