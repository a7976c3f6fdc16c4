// Spanish strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { consumersStrings } from './strings.ts';

const strings: Translation<typeof consumersStrings> = {
  consumerSettings: {
    heading: 'Configuración',
    subtitle: 'Identidad visual y contacto de tutoría de {{name}}.',
    colours: 'Colores',
    coloursHint: 'El color primario genera los tonos de la interfaz; el secundario destaca puntos e insignias.',
    primary: 'Color primario',
    secondary: 'Color secundario',
    primaryShort: 'Primario',
    secondaryShort: 'Secundario',
    pickPrimary: 'Elegir el color primario',
    pickSecondary: 'Elegir el color secundario',
    restoreColours: 'Restaurar los colores guardados',
    preview: 'Vista previa',
    themeName: 'Tema {{name}}',
    themes: {
      orange: 'naranja',
      blue: 'azul',
      green: 'verde',
      purple: 'morado',
      indigo: 'añil',
      red: 'rojo',
      yellow: 'amarillo',
      gray: 'gris',
    },
    shades: 'Tonos generados',
    sampleTitle: 'Integración de nuevos colaboradores',
    sampleLink: 'Ver materiales',
    sampleButton: 'Continuar',
    logo: 'Logotipo',
    logoHint: 'Aparece en el menú y en las pantallas de acceso.',
    logoAlt: 'Logotipo de {{name}}',
    noLogo: 'Sin logotipo',
    chooseLogo: 'Elegir imagen',
    discardLogo: 'Descartar imagen',
    logoRules: 'PNG, JPEG o WEBP de hasta 2 MB.',
    tutoring: 'Hablar con el Tutor',
    tutoringHint: 'Los alumnos ven “Hablar con el Tutor” en el menú, que abre una conversación de WhatsApp con este número.',
    tutoringPhone: 'Teléfono de tutoría (con código de área)',
    tutoringEnabled: 'Mostrar “Hablar con el Tutor” a los alumnos',
    tutoringEnabledHint: 'Requiere un teléfono de tutoría.',
    chatLink: 'Enlace de la conversación:',
    discard: 'Descartar cambios',
    saveError: 'No fue posible guardar la configuración. Por favor, inténtalo de nuevo.',
    titles: {
      settings: 'Configuración',
    },
  },
};

export default strings;
