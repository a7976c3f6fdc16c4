// English strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { languageStrings } from './strings.ts';

const strings: Translation<typeof languageStrings> = {
  language: {
    label: 'Language',
    changing: 'Changing the language, the page will reload.',
    names: { 'pt-BR': 'Português', en: 'English', es: 'Español' },
  },
};

export default strings;
