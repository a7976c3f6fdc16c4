// Portuguese texts of this domain: the spec's word for word (000 §8, 001 §8) and the server's own.
// Composed into MESSAGES in ../messages.ts; the web catalogue shows them by key.
export const INTEGRATION_MESSAGES = {
  ltiConsumerDeleted: 'Integração excluída com sucesso',
} as const;
