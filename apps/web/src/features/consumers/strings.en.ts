// English strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { consumersStrings } from './strings.ts';

const strings: Translation<typeof consumersStrings> = {
  consumerSettings: {
    heading: 'Settings',
    subtitle: 'Visual identity and tutoring contact of {{name}}.',
    colours: 'Colours',
    coloursHint: "The primary colour generates the interface's shades; the secondary highlights points and badges.",
    primary: 'Primary colour',
    secondary: 'Secondary colour',
    primaryShort: 'Primary',
    secondaryShort: 'Secondary',
    pickPrimary: 'Choose the primary colour',
    pickSecondary: 'Choose the secondary colour',
    restoreColours: 'Restore the saved colours',
    preview: 'Preview',
    themeName: '{{name}} theme',
    themes: {
      orange: 'orange',
      blue: 'blue',
      green: 'green',
      purple: 'purple',
      indigo: 'indigo',
      red: 'red',
      yellow: 'yellow',
      gray: 'grey',
    },
    shades: 'Generated shades',
    sampleTitle: 'Onboarding new employees',
    sampleLink: 'See materials',
    sampleButton: 'Continue',
    logo: 'Logo',
    logoHint: 'Shown in the menu and on the sign-in screens.',
    logoAlt: 'Logo of {{name}}',
    noLogo: 'No logo',
    chooseLogo: 'Choose image',
    discardLogo: 'Discard image',
    logoRules: 'PNG, JPEG or WEBP up to 2 MB.',
    tutoring: 'Talk to a Tutor',
    tutoringHint: 'Students see “Talk to a Tutor” in the menu, which opens a WhatsApp chat with this number.',
    tutoringPhone: 'Tutoring phone (with area code)',
    tutoringEnabled: 'Show “Talk to a Tutor” to students',
    tutoringEnabledHint: 'Requires a tutoring phone number.',
    chatLink: 'Chat link:',
    discard: 'Discard changes',
    saveError: 'The settings could not be saved. Please try again.',
    titles: {
      settings: 'Settings',
    },
  },
};

export default strings;
