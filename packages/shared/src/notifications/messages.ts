// Portuguese texts of the notification bell (001 §2, §8). The spec's words where it gives them;
// the success of marking read is ours (the spec gives none: the bell's red dot is the feedback).
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
} as const;
