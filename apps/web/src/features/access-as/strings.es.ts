// Spanish strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { accessAsStrings } from './strings.ts';

const strings: Translation<typeof accessAsStrings> = {
  accessAs: {
    region: 'Acceso como otro usuario',
    viewingAs: 'Estás accediendo a la cuenta de',
    viewingAsShort: 'Accediendo como',
    openedBy: 'abierta por {{name}}',
    exit: 'Salir del acceso',
    exitShort: 'Salir',
    exitTitle: 'Salir del acceso como otro usuario',
    exitBody:
      'Estás en la cuenta de {{name}}. Vuelve al inicio de tu cuenta ({{impersonator}}) o cierra la sesión y vuelve al inicio de sesión.',
    backToLogin: 'Volver al Inicio de sesión',
    backHome: 'Volver al Inicio',
  },
};

export default strings;
