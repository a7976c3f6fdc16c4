// Portuguese texts of this domain: the spec's word for word (000 §8, 001 §8) and the server's own.
// Composed into MESSAGES in ../messages.ts; the web catalogue shows them by key.
export const CONSUMER_MESSAGES = {
  settingsUpdated: 'Configurações atualizadas com sucesso!',
  tutoringPhoneRequired: 'Informe o telefone de tutoria para habilitá-lo',
} as const;
