// Portuguese texts of discipline topics (the spec names none; ours follow its style).
export const DISCIPLINE_TOPIC_MESSAGES = {
  disciplineTopicNotFound: 'Tópico não encontrado',
  disciplineTopicTitleRequired: 'Informe o título do tópico',
  disciplineTopicCreated: 'Tópico criado com sucesso!',
  disciplineTopicUpdated: 'Tópico atualizado com sucesso!',
  disciplineTopicDeleted: 'Tópico excluído com sucesso!',
  disciplineTopicDuplicated: 'Tópico duplicado com sucesso!',
} as const;
