// Portuguese texts of the question bank ("quizzes" in the API): the spec's word for word
// (000 §5, §8) and the server's own where it is silent.
export const QUESTION_MESSAGES = {
  // 000 §5 / §8, word for word.
  questionLinkedNotDeletable: 'Questões vinculadas a questionários não podem ser deletadas!',
  questionsNoneDeleted: 'Nenhuma questão foi excluida!',
  questionImportFailed: 'Ocorreu um erro ao importar questões! Tente novamente',
  questionImportNeedsFixes: 'Algumas questões precisam de ajustes. Por favor, revise-as individualmente',
  questionImportFinished: 'Processo de importação finalizado!',
  // Rules of a question (docs/assessment.md "Questions"), in our words.
  questionFieldRequired: 'Campo obrigatório',
  questionDescriptiveNoOptions: 'Questões dissertativas não têm alternativas',
  questionChoiceOptions: 'Questões de múltipla escolha precisam de ao menos duas alternativas',
  questionChoiceCorrect: 'Marque ao menos uma alternativa correta',
  questionTrueFalseOptions: 'Questões de verdadeiro ou falso têm duas alternativas e uma delas correta',
} as const;
