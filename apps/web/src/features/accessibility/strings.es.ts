// Spanish strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { accessibilityStrings } from './strings.ts';

const strings: Translation<typeof accessibilityStrings> = {
  accessibility: {
    open: 'Accesibilidad',
    heading: 'Accesibilidad',
    close: 'Cerrar accesibilidad',
    dyslexia: 'Fuente para dislexia',
    dyslexiaHint: 'Usa la fuente OpenDyslexic en todo el sistema.',
    fontSize: 'Tamaño de la fuente',
    fontDecrease: 'Reducir fuente',
    fontIncrease: 'Aumentar fuente',
    fontValue: '{{value}}%',
    contrast: 'Contraste',
    contrastDecrease: 'Reducir contraste',
    contrastIncrease: 'Aumentar contraste',
    contrastValue: 'Nivel {{level}} de {{levels}}',
    colorScheme: 'Filtro para daltonismo',
    colorSchemeNext: 'Cambiar filtro de color',
    colorSchemeOff: 'Desactivado',
    colorSchemeHue: 'Filtro {{n}} de 4, para {{need}}: matiz {{hue}}°',
    colorSchemeGray: 'Filtro 4 de 4, para {{need}}: sin color (contraste 0)',
    /** Which colour-vision need each scheme is offered for (ACCESSIBILITY.colorSchemes[i].need). */
    colorSchemeNeeds: {
      protanopia: 'protanopía (rojo)',
      deuteranopia: 'deuteranopía (verde)',
      tritanopia: 'tritanopía (azul y amarillo)',
      achromatopsia: 'acromatopsia (ningún color)',
    },
    reset: 'Restaurar valores predeterminados',
    savedHint: 'Las preferencias se guardan en este navegador y en tu cuenta.',
  },
};

export default strings;
