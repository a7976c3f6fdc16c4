// The notifications page's part of the pt-BR catalogue (issue 29: every role reads its
// notifications there, from the user menu). The bell's strings are the core's `notifications`.
export const notificationsPageStrings = {
  notificationsPage: {
    menu: 'Notificações',
    subtitle: 'Tudo o que a plataforma avisou a você, das mais novas às mais antigas.',
    loading: 'Carregando notificações',
    retry: 'Tentar novamente',
    list: 'Suas notificações',
    open: 'Abrir',
    markRead: 'Marcar como lida: {{title}}',
    remove: 'Excluir notificação: {{title}}',
    removeAll: 'Excluir todas',
    removeAllTitle: 'Excluir notificações',
    removeAllConfirm: 'Excluir todas as suas notificações? Isso não pode ser desfeito.',
    cancel: 'Cancelar',
    retention: 'Retenção das notificações',
    retentionLabel: 'Guardar notificações por (dias)',
    retentionHint: 'Notificações mais antigas são excluídas automaticamente, para todos da empresa. De {{min}} a {{max}} dias.',
    retentionSave: 'Salvar retenção',
    retentionError: 'Ocorreu um erro ao salvar a retenção das notificações!',
    retentionLoadError: 'Ocorreu um erro ao requisitar a retenção das notificações! Tente novamente',
  },
};
