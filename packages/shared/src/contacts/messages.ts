// Portuguese texts of this domain: the spec's word for word (000 §8, 001 §8) and the server's own.
// Composed into MESSAGES in ../messages.ts; the web catalogue shows them by key.
export const CONTACT_MESSAGES = {
  contactsSaved: 'Contatos salvos com sucesso',
  contactsDeleted: 'Contatos excluídos com sucesso',
  contactsPartlyDeleted: 'Alguns contatos não puderam ser excluídos',
  contactsNoneDeleted: 'Nenhum contato foi excluído',
  contactNotFound: 'Contato não encontrado',
  contactUserNotFound: 'Usuário não encontrado',
  contactEmailRequired: 'Informe o e-mail do contato',
  contactPhoneRequired: 'Informe o telefone do contato',
  contactValueRequired: 'Informe o e-mail ou o telefone do contato',
  phoneInvalid: 'Informe o telefone com DDD, apenas números (10 a 13 dígitos)',
  contactsSaveError: 'Ocorreu um erro ao salvar contatos! Tente novamente',
  contactsDeleteError: 'Ocorreu um erro ao excluir contatos! Tente novamente',
  contactsFetchError: 'Ocorreu um erro ao requisitar contatos do usuário! Tente novamente',
  // profiles (issue 29 item 15): a contact's visibility
  contactVisibilityInvalid: 'Visibilidade inválida: use public, staff ou private',
} as const;
