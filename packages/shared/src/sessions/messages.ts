// Portuguese texts of study sessions and tutor metrics: the spec's word for word (001 §8), ours in its style.
export const SESSION_MESSAGES = {
  // 001 §8 "Sessions and metrics", word for word.
  sessionDataFetchError: 'Erro ao requisitar dados da sessão',
  tutorMetricsFetchError: 'Erro ao requisitar métricas do Tutor',
  weeklyHoursUpdateError: 'Erro ao Atualizar Carga Horária!',
  sessionExportError: 'Erro ao exportar relatório',
  // 001 §8 success toasts, word for word.
  weeklyHoursUpdated: 'Carga horária alterada com sucesso!',
  sessionExportQueued: 'Gerando Relatório!',
  sessionExportReady: 'Relatório Exportado!',
  // Ours (the spec names a dashboard error without its words; the badges one is the badges domain's).
  dashboardFetchError: 'Erro ao requisitar o painel. Tente novamente',
  sessionUserNotFound: 'Usuário não encontrado',
  sessionsForbidden: 'Você não tem permissão para ver as sessões deste usuário',
  tutorViewForbidden: 'Apenas tutores e a gestão veem os alunos de um tutor',
  tutorNotFound: 'Tutor não encontrado',
  weeklyHoursInvalid: 'Informe a carga horária semanal em horas, de 0 a 168',
  timeRangeInvalid: 'Período inválido: use week, month ou year',
  sessionExportNotFound: 'Exportação não encontrada',
  sessionExportNotReady: 'O relatório ainda está sendo gerado',
  sessionExportFailed: 'Não foi possível gerar o relatório. Exporte novamente',
} as const;
