// English strings of the notifications page: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { notificationsPageStrings } from './strings.ts';

const strings: Translation<typeof notificationsPageStrings> = {
  notificationsPage: {
    menu: 'Notifications',
    subtitle: 'Everything the platform told you, newest first.',
    loading: 'Loading notifications',
    retry: 'Try again',
    list: 'Your notifications',
    open: 'Open',
    markRead: 'Mark as read: {{title}}',
    remove: 'Delete notification: {{title}}',
    removeAll: 'Delete all',
    removeAllTitle: 'Delete notifications',
    removeAllConfirm: 'Delete all your notifications? This cannot be undone.',
    cancel: 'Cancel',
    retention: 'Notification retention',
    retentionLabel: 'Keep notifications for (days)',
    retentionHint: 'Older notifications are deleted automatically, for everyone in the company. From {{min}} to {{max}} days.',
    retentionSave: 'Save retention',
    retentionError: 'An error occurred while saving the notification retention!',
    retentionLoadError: 'An error occurred while requesting the notification retention! Please try again',
  },
};

export default strings;
