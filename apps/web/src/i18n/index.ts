import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Feature } from '../app/feature.ts';
import { claimSections, type Catalogue } from './catalogue.ts';
import { coreStrings } from './core.ts';

export const defaultNS = 'translation';
export const LOCALE = 'pt-BR';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

void i18n.use(initReactI18next).init({
  lng: LOCALE,
  fallbackLng: LOCALE,
  resources: { [LOCALE]: { translation: coreStrings } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

const owners = new Map<string, string>();
claimSections(owners, 'core', coreStrings);
const loading = new Map<string, Promise<void>>();

/** Adds a feature's strings to the catalogue (once); routes await it before their screen renders. */
export function loadStrings(feature: Feature): Promise<void> {
  if (!feature.strings) return Promise.resolve();
  let done = loading.get(feature.name);
  if (!done) {
    done = feature.strings().then((strings) => {
      claimSections(owners, feature.name, strings);
      i18n.addResourceBundle(LOCALE, defaultNS, strings, true, false);
    });
    // A failed download may be retried by the next navigation.
    done.catch(() => loading.delete(feature.name));
    loading.set(feature.name, done);
  }
  return done;
}

export default i18n;
export const t = i18n.t.bind(i18n);
