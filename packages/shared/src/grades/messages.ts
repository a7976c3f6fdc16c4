// Portuguese texts of grades (001 §7). The spec gives no wording for grades (its store only logs
// and rethrows failures), so every text below is ours.
export const GRADE_MESSAGES = {
  gradeUpdated: 'Nota atualizada com sucesso!',
  gradeNotFound: 'Nota não encontrada',
  gradeExportQueued: 'Gerando o arquivo CSV das notas…',
  gradeExportNotFound: 'Exportação não encontrada',
  gradeExportNotReady: 'O arquivo CSV ainda está sendo gerado. Tente novamente em instantes.',
  gradeExportFailed: 'Não foi possível gerar o arquivo CSV. Tente exportar novamente.',
} as const;
