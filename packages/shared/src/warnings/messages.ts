// Portuguese texts of alerts (warnings, "Avisos"): the spec's word for word (001 §8) and the
// server's own where it is silent.
export const WARNING_MESSAGES = {
  // 001 §8, success toasts, word for word.
  warningCreated: 'Aviso Criado!',
  warningUpdated: 'Aviso Atualizado!',
  warningRemoved: 'Aviso Removido!',
  // 001 §8, the Alerts row, word for word.
  warningCreateFailed: 'Erro ao criar o Aviso, tente novamente!',
  warningUpdateFailed: 'Erro ao atualizar o Aviso',
  warningRemoveFailed: 'Erro ao Remover Aviso',
  warningsFetchFailed: 'Erro ao requisitar Avisos, tente novamente!',
  warningReadStatusFailed: 'Ocorreu um erro ao mudar o estado de leitura!',
  // The server's own (001 §5: "Validation for alerts … not shown").
  warningNotFound: 'Aviso não encontrado',
  warningTitleRequired: 'Preencha o título do aviso',
  warningTextRequired: 'Preencha o texto do aviso',
  warningReadStatusSaved: 'Estado de leitura atualizado!',
} as const;
