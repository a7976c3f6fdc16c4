// The notification bell (001 §2). Its error and empty texts are the spec's, from MESSAGES
// (`messages.notificationsLoadError`, `messages.notificationReadError`, `messages.notificationsEmpty`).
export const notificationsStrings = {
  notifications: {
    heading: 'Notificações',
    open: 'Notificações',
    unreadCount_one: '{{count}} não lida',
    unreadCount_other: '{{count}} não lidas',
    unread: 'Não lida',
    markAll: 'Marcar todas como lidas',
    close: 'Fechar notificações',
    previous: 'Anteriores',
    next: 'Próximas',
    pageOf: 'Página {{page}} de {{last}}',
    retry: 'Tentar novamente',
    at: '{{date}} às {{time}}',
  },
} as const;
