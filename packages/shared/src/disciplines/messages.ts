// Portuguese texts of the disciplines domain: the spec's word for word (000 §8) and the server's own.
export const DISCIPLINE_MESSAGES = {
  disciplineNotFound: 'Disciplina não encontrada',
  disciplineNotEditable: 'Você não tem permissão para editar o conteúdo desta disciplina',
} as const;
