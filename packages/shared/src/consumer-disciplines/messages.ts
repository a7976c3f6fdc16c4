// Portuguese texts of supplied (consumer) disciplines. The spec names the actions (000 §4) but no
// texts: these are our own.
export const CONSUMER_DISCIPLINE_MESSAGES = {
  consumerDisciplineCreated: 'Disciplina oferecida com sucesso!',
  consumerDisciplineUpdated: 'Disciplina fornecida atualizada com sucesso!',
  consumerDisciplineDeleted: 'Disciplina fornecida removida com sucesso!',
  consumerDisciplineApproved: 'Disciplina aprovada com sucesso!',
  consumerDisciplineDisapproved: 'Disciplina reprovada com sucesso!',
  consumerDisciplineAttached: 'Disciplina vinculada com sucesso!',
  consumerDisciplineDetached: 'Disciplina desvinculada com sucesso!',
  consumerDisciplineCopied: 'Disciplina copiada com sucesso!',
  consumerDisciplineNotFound: 'Disciplina fornecida não encontrada',
  consumerDisciplineConsumerNotFound: 'Cliente não encontrado entre as empresas que recebem suas disciplinas',
  consumerDisciplineOffered: 'Esta disciplina já foi oferecida a este cliente',
  consumerDisciplineSourceGone: 'A disciplina de origem não está mais disponível',
  consumerDisciplineNotAttached: 'Esta disciplina fornecida não está vinculada a essa disciplina',
  consumerDisciplineCopyUnavailable: 'A cópia de disciplinas ainda não está disponível',
} as const;
