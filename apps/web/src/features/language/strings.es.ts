// Spanish strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { languageStrings } from './strings.ts';

const strings: Translation<typeof languageStrings> = {
  language: {
    label: 'Idioma',
    changing: 'Cambiando el idioma, la página se recargará.',
    names: { 'pt-BR': 'Português', en: 'English', es: 'Español' },
  },
};

export default strings;
