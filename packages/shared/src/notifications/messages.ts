// Portuguese texts of the notification bell (001 §2, §8). The spec's words where it gives them;
// the success of marking read is ours (the spec gives none: the bell's red dot is the feedback).
// The preferences and the digest are beyond the spec: their texts are ours.
export const NOTIFICATION_MESSAGES = {
  notificationsLoadError: 'Ocorreu um erro ao requisitar Notificações! Tente novamente',
  notificationReadError: 'Ocorreu um erro ao marcar notificação como lida!',
  notificationsEmpty: 'Nenhuma notificação encontrada',
  notificationsMarkedRead: 'Notificações marcadas como lidas',
  notificationNotFound: 'Notificação não encontrada',
  // The ForumCreated title (001 §3); materials name their own (MaterialCreated, MaterialItemCreated).
  notificationForumCreated: 'Novo fórum: {title}',
  // Ours (beyond the spec): @mentions and followed forums and threads.
  notificationForumCommentMentioned: '{author} mencionou você em {title}',
  notificationForumCommentCreated: '{author} comentou em {title}',
  notificationForumReplyCreated: '{author} respondeu em uma discussão que você segue: {title}',
  preferencesTitle: 'Preferências de notificação',
  preferencesSaved: 'Preferências de notificação salvas com sucesso!',
  preferencesLoadError: 'Ocorreu um erro ao requisitar as Preferências de notificação! Tente novamente',
  preferencesSaveError: 'Ocorreu um erro ao salvar as Preferências de notificação!',
  preferenceTypeRepeated: 'Cada tipo de notificação pode aparecer uma vez só',
  unsubscribeInvalid:
    'Este link de cancelamento não é válido. Para deixar de receber e-mails, entre na plataforma e abra Preferências de notificação.',
  unsubscribeExpired:
    'Este link de cancelamento expirou. Para deixar de receber e-mails, entre na plataforma e abra Preferências de notificação.',
  unsubscribeConfirm: 'Deseja deixar de receber o resumo diário de notificações por e-mail?',
  unsubscribeButton: 'Cancelar inscrição',
  unsubscribeDone:
    'Pronto: você não receberá mais o resumo diário de notificações por e-mail. As notificações continuam no sino da plataforma.',
  // Issue 29 (notifications): the new types' titles, deletion, the notifications page and retention.
  notificationCalendarEventCreated: 'Novo evento: {title}',
  notificationWarningPublished: 'Novo aviso: {title}',
  notificationAssignmentEvaluated: 'Sua tarefa {title} foi avaliada: nota {grade}',
  notificationGradeChanged: 'Sua nota em {title} foi alterada para {grade}',
  notificationNewFollower: '{name} começou a seguir você',
  notificationDeleted: 'Notificação excluída',
  notificationsDeleted: 'Notificações excluídas',
  notificationsDeleteError: 'Ocorreu um erro ao excluir notificações!',
  notificationsPageTitle: 'Notificações',
  notificationSettingsSaved: 'Configurações de notificação salvas com sucesso!',
} as const;
