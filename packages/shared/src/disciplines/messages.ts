// Portuguese texts of the disciplines domain: the spec's word for word (000 §8) and the server's own
// (the spec names no discipline texts; ours follow its "… com sucesso!" / "Erro ao … tente novamente!" style).
export const DISCIPLINE_MESSAGES = {
  disciplineNotFound: 'Disciplina não encontrada',
  disciplineNotEditable: 'Você não tem permissão para editar o conteúdo desta disciplina',
  disciplineSupplied: 'Disciplinas fornecidas não podem ser alteradas',
  disciplineNameRequired: 'Informe o nome da disciplina',
  disciplineCreated: 'Disciplina criada com sucesso!',
  disciplineUpdated: 'Disciplina atualizada com sucesso!',
  disciplineDeleted: 'Disciplina excluída com sucesso!',
  disciplineDuplicated: 'Disciplina duplicada com sucesso!',
  disciplineTagsAttached: 'Tags adicionadas à disciplina!',
  disciplineTagRemoved: 'Tag removida da disciplina!',
  disciplineCopySuffix: '(cópia)',
} as const;
