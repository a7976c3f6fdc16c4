// Spanish strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { notificationPreferencesStrings } from './strings.ts';

const strings: Translation<typeof notificationPreferencesStrings> = {
  notificationPreferences: {
    subtitle: 'Elige lo que te llega en la campana de la plataforma y en el resumen diario por correo.',
    caption: 'Tipos de notificación y por dónde quieres recibirlos',
    type: 'Tipo de notificación',
    inApp: 'En la campana',
    inAppHint: 'En la plataforma, al momento',
    email: 'Por correo',
    emailHint: 'Resumen diario, a las 7 h',
    toggle: '{{type}}: {{channel}}',
    save: 'Guardar preferencias',
    retry: 'Intentar de nuevo',
    loading: 'Cargando preferencias',
    digestNote:
      'El resumen por correo enumera, una vez al día, las notificaciones que aún no leíste. Cada correo incluye un enlace para cancelar el resumen con un clic.',
    subtitleNoBell: 'Elige lo que te llega en la página Notificaciones y en el resumen diario por correo.',
    inAppPage: 'En la plataforma',
    inAppPageHint: 'En la página Notificaciones',
  },
};

export default strings;
