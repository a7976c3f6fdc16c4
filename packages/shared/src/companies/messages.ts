// Portuguese texts of this domain: the spec's word for word (000 §8, 001 §8) and the server's own.
// Composed into MESSAGES in ../messages.ts; the web catalogue shows them by key.
export const COMPANY_MESSAGES = {
  companyUpdateError: 'Erro ao atualizar empresa! Tente novamente',
  companyUpdated: 'Valores Atualizados com Sucesso!',
  companyDeleted: 'Empresa excluída com sucesso',
  companyRestored: 'Empresa restaurada com sucesso',
  companyNameRequired: 'Preencha o campo Nome da empresa',
  companyNotFound: 'Empresa não encontrada',
  responsibleNotFound: 'Responsável não encontrado',
  domainInvalid: 'O subdomínio deve ter até 63 caracteres: letras minúsculas, números e hífens (sem hífen no início ou no fim)',
  domainTaken: 'Este subdomínio já está em uso',
  studentLicencesExhausted: 'A empresa atingiu o limite de licenças de alunos',
  tutorLicencesExhausted: 'A empresa atingiu o limite de licenças de tutores',
  scormOriginInvalid:
    'Origem inválida: use https://servidor (com porta opcional e sem caminho), ou https://*.servidor.com para os seus subdomínios',
  scormOriginsTooMany: 'Informe no máximo {max} origens',
  timeZoneInvalid: 'Selecione um fuso horário válido',
} as const;
