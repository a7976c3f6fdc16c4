// English strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { scormStrings } from './strings.ts';

const strings: Translation<typeof scormStrings> = {
  scorm: {
    titles: {
      player: 'SCORM content',
    },
    loading: 'Opening the SCORM content…',
    frameTitle: 'SCORM content: {{title}}',
    loadError: 'An error occurred while opening the SCORM content! Please try again',
    saveError: 'An error occurred while saving the SCORM progress! Please try again',
    retry: 'Try again',
    done: 'Completed',
    inProgress: 'In progress',
    status: 'Status: {{status}}',
    back: 'Back to materials',
    edition: 'SCORM {{version}}',
  },
};

export default strings;
