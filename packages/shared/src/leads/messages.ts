// Portuguese texts of this domain: the spec's word for word (000 §8, 001 §8) and the server's own.
// Composed into MESSAGES in ../messages.ts; the web catalogue shows them by key.
export const LEAD_MESSAGES = {
  interestRegistered: 'Interesse registrado, em breve entraremos em contato!',
  leadNameRequired: 'Preencha o campo Nome',
  leadNameTooLong: 'O campo Nome atingiu seu tamanho máximo',
  leadCompanyRequired: 'Preencha o campo Empresa',
  leadCompanyTooLong: 'O campo Empresa atingiu seu tamanho máximo',
  leadEmailRequired: 'Preencha o campo Email',
  leadEmailTooLong: 'O campo Email atingiu seu tamanho máximo',
  leadEmailDomainIncomplete: 'Email inválido, domínio incompleto',
  leadWhatsappInvalid: 'Preencha o campo WhatsApp no seguinte formato (DDD) 9####-####',
  leadCommentsTooLong: 'O campo Comentário adicional atingiu seu tamanho máximo',
  leadFunctionalityRequired: 'Informe a funcionalidade de interesse',
} as const;
