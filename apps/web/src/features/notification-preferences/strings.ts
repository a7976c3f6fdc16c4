// The notification preferences' part of the pt-BR catalogue (merged by i18n/catalogue.ts). The
// title, toasts and load error are the domain's messages (messages.preferences*).
export const notificationPreferencesStrings = {
  notificationPreferences: {
    subtitle: 'Escolha o que chega a você no sino da plataforma e no resumo diário por e-mail.',
    caption: 'Tipos de notificação e por onde você quer recebê-los',
    type: 'Tipo de notificação',
    inApp: 'No sino',
    inAppHint: 'Na plataforma, na hora',
    email: 'Por e-mail',
    emailHint: 'Resumo diário, às 7h',
    toggle: '{{type}}: {{channel}}',
    save: 'Salvar preferências',
    retry: 'Tentar novamente',
    loading: 'Carregando preferências',
    digestNote:
      'O resumo por e-mail lista, uma vez por dia, as notificações que você ainda não leu. Cada e-mail traz um link para cancelar o resumo com um clique.',
    // Issue 29: roles without the bell (001 §2) read the same notifications on their page.
    subtitleNoBell: 'Escolha o que chega a você na página Notificações e no resumo diário por e-mail.',
    inAppPage: 'Na plataforma',
    inAppPageHint: 'Na página Notificações',
  },
};
