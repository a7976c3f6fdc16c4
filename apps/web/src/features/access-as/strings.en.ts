// English strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { accessAsStrings } from './strings.ts';

const strings: Translation<typeof accessAsStrings> = {
  accessAs: {
    region: 'Access as another user',
    viewingAs: 'You are accessing the account of',
    viewingAsShort: 'Accessing as',
    openedBy: 'opened by {{name}}',
    exit: 'Leave access',
    exitShort: 'Leave',
    exitTitle: 'Leave access as another user',
    exitBody:
      'You are in the account of {{name}}. Go back to the home page of your own account ({{impersonator}}) or end the session and go back to sign-in.',
    backToLogin: 'Back to Sign-in',
    backHome: 'Back to Home',
  },
};

export default strings;
