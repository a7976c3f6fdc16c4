// English strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { upcomingStrings } from './strings.ts';

const strings: Translation<typeof upcomingStrings> = {
  upcoming: {
    title: 'Coming soon',
    body: "This area is being prepared and arrives in the platform's next versions.",
  },
};

export default strings;
