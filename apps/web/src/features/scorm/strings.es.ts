// Spanish strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { scormStrings } from './strings.ts';

const strings: Translation<typeof scormStrings> = {
  scorm: {
    titles: {
      player: 'Contenido SCORM',
    },
    loading: 'Abriendo el contenido SCORM…',
    frameTitle: 'Contenido SCORM: {{title}}',
    loadError: '¡Ocurrió un error al abrir el contenido SCORM! Inténtalo de nuevo',
    saveError: '¡Ocurrió un error al guardar el progreso del SCORM! Inténtalo de nuevo',
    retry: 'Intentar de nuevo',
    done: 'Completado',
    inProgress: 'En curso',
    status: 'Estado: {{status}}',
    back: 'Volver a los materiales',
    edition: 'SCORM {{version}}',
  },
};

export default strings;
