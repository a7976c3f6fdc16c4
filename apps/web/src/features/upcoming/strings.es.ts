// Spanish strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { upcomingStrings } from './strings.ts';

const strings: Translation<typeof upcomingStrings> = {
  upcoming: {
    title: 'Próximamente',
    body: 'Esta área se está preparando y llegará en las próximas versiones de la plataforma.',
  },
};

export default strings;
