// Spanish strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { badgesStrings } from './strings.ts';

const strings: Translation<typeof badgesStrings> = {
  badges: {
    heading: 'Logros',
    count_one: '{{count}} logro',
    count_other: '{{count}} logros',
    loading: 'Cargando logros',
    error: 'Error al solicitar los logros',
    emptyOwn: 'Aún no tienes logros',
    emptyOwnBody:
      'Completa cuestionarios y contenidos, participa en los foros y estudia con frecuencia para desbloquear los primeros.',
    empty: 'Aún no hay logros',
    emptyBody: 'Los logros de esta persona aparecerán aquí.',
    awardedAt: 'Obtenido el {{date}}',
    points_one: '{{count}} punto',
    points_other: '{{count}} puntos',
    download: 'Descargar credencial',
    downloadLabel: 'Descargar credencial: {{name}} (Open Badges)',
    downloaded: '¡Descarga realizada!',
    downloadError: 'Error al descargar la credencial',
    credentialHint: 'Cada logro puede descargarse como una credencial Open Badges 3.0, verificable por terceros.',
  },
};

export default strings;
