// English strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { accessibilityStrings } from './strings.ts';

const strings: Translation<typeof accessibilityStrings> = {
  accessibility: {
    open: 'Accessibility',
    heading: 'Accessibility',
    close: 'Close accessibility',
    dyslexia: 'Dyslexia-friendly font',
    dyslexiaHint: 'Uses the OpenDyslexic font across the whole system.',
    fontSize: 'Font size',
    fontDecrease: 'Decrease font',
    fontIncrease: 'Increase font',
    fontValue: '{{value}}%',
    contrast: 'Contrast',
    contrastDecrease: 'Decrease contrast',
    contrastIncrease: 'Increase contrast',
    contrastValue: 'Level {{level}} of {{levels}}',
    colorScheme: 'Colour-blindness filter',
    colorSchemeNext: 'Change colour filter',
    colorSchemeOff: 'Off',
    colorSchemeHue: 'Filter {{n}} of 4, for {{need}}: hue {{hue}}°',
    colorSchemeGray: 'Filter 4 of 4, for {{need}}: no colour (contrast 0)',
    /** Which colour-vision need each scheme is offered for (ACCESSIBILITY.colorSchemes[i].need). */
    colorSchemeNeeds: {
      protanopia: 'protanopia (red)',
      deuteranopia: 'deuteranopia (green)',
      tritanopia: 'tritanopia (blue and yellow)',
      achromatopsia: 'achromatopsia (no colour)',
    },
    reset: 'Restore defaults',
    savedHint: 'The preferences are kept in this browser and in your account.',
  },
};

export default strings;
