// English strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { waitlistStrings } from './strings.ts';

const strings: Translation<typeof waitlistStrings> = {
  waitlist: {
    intro: 'Want to use {{feature}} as soon as it is ready? Leave your contact details and we will let you know.',
    name: 'Name',
    company: 'Company',
    email: 'Email',
    whatsapp: 'WhatsApp',
    comments: 'Additional comment (optional)',
    commentsHint: 'Tell us how you plan to use this feature.',
    submit: 'Register interest',
    error: 'We could not register your interest. Please try again.',
  },
};

export default strings;
