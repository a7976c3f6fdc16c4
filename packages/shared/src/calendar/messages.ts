// Portuguese texts of the calendar: the spec's toasts word for word (001 §8), ours in its style.
export const CALENDAR_MESSAGES = {
  // 001 §8, word for word.
  calendarEventsFetchError: 'Erro ao requisitar Eventos',
  calendarEventCreateError: 'Erro ao criar Evento',
  calendarEventUpdateError: 'Erro ao editar Evento',
  calendarEventDeleteError: 'Erro ao deletar Evento',
  calendarEventCreated: 'Evento criado com sucesso!',
  calendarEventUpdated: 'Evento editado com sucesso!',
  calendarEventDeleted: 'Evento excluido com sucesso!',
  // Ours (the spec shows no validation for events, 001 §5).
  calendarEventNotFound: 'Evento não encontrado',
  calendarEventTitleRequired: 'Preencha o campo Título',
  calendarEventStartRequired: 'Informe a data e a hora de início',
  calendarEventDateInvalid: 'Informe uma data e hora válidas',
  calendarEventEndBeforeStart: 'O término deve ser posterior ao início',
  calendarFeedNotFound: 'Agenda não encontrada',
  calendarFeedCreated: 'Novo link da agenda gerado!',
  calendarFeedRevoked: 'Link da agenda revogado!',
} as const;
