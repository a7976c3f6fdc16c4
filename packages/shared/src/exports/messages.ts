// Portuguese texts of the shared export routes (GET /exports/{id}, /exports/{id}/file). The spec
// words no export refusal; these follow the grades and sessions exports' wording.
export const EXPORT_MESSAGES = {
  exportNotFound: 'Exportação não encontrada',
  exportNotReady: 'O arquivo ainda está sendo gerado. Tente novamente em instantes.',
  exportFailed: 'Não foi possível gerar o arquivo. Tente exportar novamente.',
} as const;
