// Portuguese texts of the enrolments (discipline inscriptions) domain. The spec has none for
// enrolments (000 §8 lists no texts for them): these are our own, in the spec's tone.
export const INSCRIPTION_MESSAGES = {
  inscriptionCreated: 'Matrícula realizada com sucesso!',
  inscriptionsCreated: 'Matrículas realizadas com sucesso!',
  inscriptionUpdated: 'Matrícula atualizada com sucesso!',
  inscriptionDeleted: 'Matrícula removida com sucesso!',
  inscriptionNotFound: 'Matrícula não encontrada',
  inscriptionExists: 'Usuário já matriculado nesta disciplina',
  inscriptionUserNotFound: 'Usuário não encontrado nesta empresa',
  inscriptionUserNotAcademic: 'Apenas alunos, tutores e professores podem ser matriculados',
  inscriptionRoleForbidden: 'Você não tem permissão para matricular professores',
  inscriptionWindowInvalid: 'A data de término deve ser igual ou posterior à data de início',
  inscriptionUsersRequired: 'Informe o usuário ou a lista de usuários a matricular',
  inscriptionImportRejected: 'Nenhuma matrícula foi feita: corrija as linhas indicadas e envie o arquivo novamente',
  inscriptionImportEmpty: 'O arquivo não tem nenhuma linha de matrícula',
  inscriptionImportHeader: 'A primeira linha deve ter as colunas email, started_at e finished_at',
  inscriptionImportEmail: 'E-mail inválido',
  inscriptionImportDate: 'Data inválida: use AAAA-MM-DD ou DD/MM/AAAA',
  inscriptionImportRepeated: 'E-mail repetido no arquivo',
  inscriptionImportTooMany: 'O arquivo pode ter no máximo 2000 linhas',
} as const;
