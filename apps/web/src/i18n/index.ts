import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ptBR } from './pt-BR.ts';

export const defaultNS = 'translation';
export const LOCALE = 'pt-BR';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ptBR };
  }
}

void i18n.use(initReactI18next).init({
  lng: LOCALE,
  fallbackLng: LOCALE,
  resources: { [LOCALE]: { translation: ptBR } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

export default i18n;
export const t = i18n.t.bind(i18n);
