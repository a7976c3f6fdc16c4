// Portuguese texts of the reports domain (001 "Reports", L120, L172, L182): the spec's word for
// word, typos included ('Dowload', 'Tente Novamente'); the rest is ours and says so.
export const REPORT_MESSAGES = {
  studentLogFiltersRequired: 'Preencha ao menos um dos filtros!',
  studentLogNothingToDownload: 'Nenhum registro encontrado para Dowload!',
  studentLogPdfQueued: 'Gerando Relatório!',
  studentLogListError: 'Erro ao requisitar relatórios! Tente novamente',
  studentLogPdfRequestError: 'Erro ao gerar relatório! Tente novamente',
  studentLogEmpty: 'Nenhum registro encontrado!',
  studentLogPdfFailed: 'Ocorreu um erro ao gerar o relatório! Tente Novamente',
  studentLogPdfReady: 'Relatório Exportado!',
  // Ours: the spec has no text for these.
  studentLogTooManyRows: 'O relatório passa de {max} registros. Refine os filtros para gerar o PDF.',
  studentLogDateRange: 'A data final deve ser posterior à data inicial.',
  studentLogPdfNotFound: 'Relatório não encontrado',
  studentLogPdfNotReady: 'O relatório ainda está sendo gerado. Tente novamente em instantes.',
  studentLogPdfGone: 'Não foi possível gerar este relatório. Peça um novo.',
} as const;
