// English strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { notificationPreferencesStrings } from './strings.ts';

const strings: Translation<typeof notificationPreferencesStrings> = {
  notificationPreferences: {
    subtitle: "Choose what reaches you in the platform's bell and in the daily email summary.",
    caption: 'Notification types and where you want to receive them',
    type: 'Notification type',
    inApp: 'In the bell',
    inAppHint: 'On the platform, right away',
    email: 'By email',
    emailHint: 'Daily summary, at 7 am',
    toggle: '{{type}}: {{channel}}',
    save: 'Save preferences',
    retry: 'Try again',
    loading: 'Loading preferences',
    digestNote:
      'The email summary lists, once a day, the notifications you have not read yet. Each email has a link to cancel the summary with one click.',
    subtitleNoBell: 'Choose what reaches you on the Notifications page and in the daily email summary.',
    inAppPage: 'In the platform',
    inAppPageHint: 'On the Notifications page',
  },
};

export default strings;
