import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { MessageKey } from '@trilha/shared/kernel';
import type { Feature, Strings } from '../app/feature.ts';
import { claimSections, type Catalogue } from './catalogue.ts';
import { coreStrings } from './core.ts';
import { currentLocale, DEFAULT_LOCALE, type Locale } from './locale.ts';

export const defaultNS = 'translation';
/** The language of this page load (i18n/locale.ts): Intl and the catalogue follow it. */
export const LOCALE: Locale = currentLocale;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

/** The other languages' catalogues (i18n/translations.ts): a module of its own, never loaded in pt-BR. */
const translations = () => import('./translations.ts');

// pt-BR (the source) is always there: it is the fallback for a key a translation does not have yet.
void i18n.use(initReactI18next).init({
  lng: LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  resources: { [DEFAULT_LOCALE]: { translation: coreStrings } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});
if (typeof document !== 'undefined') document.documentElement.lang = LOCALE;

/**
 * Resolves once the chosen language's core catalogue is in (at once for pt-BR); main.tsx renders
 * after it. A failed download leaves the page in pt-BR rather than blank.
 */
export const i18nReady: Promise<void> = loadCore(LOCALE);

function loadCore(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve();
  return translations()
    .then((m) => m.coreTranslation(locale))
    .then((strings) => void i18n.addResourceBundle(locale, defaultNS, strings, true, false))
    .catch(() => undefined);
}

/**
 * Every domain's pt-BR messages (MESSAGES). The entry carries only the common and sign-in ones
 * (i18n/core.ts); the shell, its screens and the accessibility panel await this before they
 * render (app/routes.tsx). A chunk of its own, fetched once.
 */
let allMessages: Promise<void> | null = null;
export function loadAllMessages(): Promise<void> {
  allMessages ??= import('./all-messages.ts')
    .then((m) => void i18n.addResourceBundle(DEFAULT_LOCALE, defaultNS, { messages: m.MESSAGES }, true, false))
    .catch((e: unknown) => {
      allMessages = null; // a failed download may be retried by the next navigation
      throw e;
    });
  return allMessages;
}

const hasStrings = (f: Feature): f is Feature & { strings: () => Promise<Strings> } => f.strings !== undefined;
const owners = new Map<string, string>();
claimSections(owners, 'core', coreStrings);
const loading = new Map<string, Promise<void>>();

/**
 * Adds a feature's strings in the page's language to the catalogue (once); routes await it before
 * their screen renders. A feature without a translation yet loads its pt-BR strings instead.
 */
export function loadStrings(feature: Feature): Promise<void> {
  if (!hasStrings(feature)) return Promise.resolve();
  let done = loading.get(feature.name);
  if (!done) {
    done = stringsOf(feature).then(([lng, strings]) => {
      claimSections(owners, feature.name, strings);
      i18n.addResourceBundle(lng, defaultNS, strings, true, false);
    });
    // A failed download may be retried by the next navigation.
    done.catch(() => loading.delete(feature.name));
    loading.set(feature.name, done);
  }
  return done;
}

/** The feature's strings in the page's language, or its pt-BR ones when it has no translation yet. */
async function stringsOf(feature: Feature & { strings: () => Promise<Strings> }): Promise<[Locale, Strings]> {
  const locale = LOCALE;
  if (locale !== DEFAULT_LOCALE) {
    const translated = (await translations()).featureTranslation(feature.name, locale);
    if (translated) return [locale, await translated()];
  }
  return [DEFAULT_LOCALE, await feature.strings()];
}

export default i18n;
export const t = i18n.t.bind(i18n);
/** A message of @trilha/shared (MESSAGES, the spec's texts) in the page's language. */
export const messageText = (key: MessageKey): string => i18n.t(`messages.${key}`);
