// Portuguese texts of the discipline tags (the spec names none; ours follow its style).
export const DISCIPLINE_TAG_MESSAGES = {
  disciplineTagNotFound: 'Tag não encontrada',
  disciplineTagNotEditable: 'Esta tag não pode ser alterada',
  disciplineTagNameRequired: 'Informe o nome da tag',
  disciplineTagNameTaken: 'Já existe uma tag com este nome',
  disciplineTagColorInvalid: 'Informe uma cor no formato #RRGGBB',
  disciplineTagCreated: 'Tag criada com sucesso!',
  disciplineTagUpdated: 'Tag atualizada com sucesso!',
  disciplineTagDeleted: 'Tag excluída com sucesso!',
} as const;
