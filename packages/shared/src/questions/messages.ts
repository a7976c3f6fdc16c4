// Portuguese texts of the question bank ("quizzes" in the API): the spec's word for word
// (000 §5, §8) and the server's own where it is silent.
export const QUESTION_MESSAGES = {
  // 000 §5 / §8, word for word.
  questionLinkedNotDeletable: 'Questões vinculadas a questionários não podem ser deletadas!',
  questionsNoneDeleted: 'Nenhuma questão foi excluida!',
  questionImportFailed: 'Ocorreu um erro ao importar questões! Tente novamente',
  questionImportNeedsFixes: 'Algumas questões precisam de ajustes. Por favor, revise-as individualmente',
  questionImportFinished: 'Processo de importação finalizado!',
  // Ours (issue 17): closing the import modal with valid questions not yet imported discards them.
  questionImportLeaveUnimported:
    'Há questões válidas que ainda não foram importadas. Se sair agora, elas serão descartadas. Deseja sair mesmo assim?',
  // Rules of a question (docs/assessment.md "Questions"), in our words.
  questionFieldRequired: 'Campo obrigatório',
  questionDescriptiveNoOptions: 'Questões dissertativas não têm alternativas',
  questionChoiceOptions: 'Questões de múltipla escolha precisam de ao menos duas alternativas',
  questionChoiceCorrect: 'Marque ao menos uma alternativa correta',
  questionTrueFalseOptions: 'Questões de verdadeiro ou falso têm duas alternativas e uma delas correta',
  // The bank's routes (docs/assessment.md "Questions"), in our words.
  questionCreated: 'Questão criada com sucesso!',
  questionUpdated: 'Questão atualizada com sucesso!',
  questionDeleted: 'Questão excluída com sucesso!',
  questionsDeleted: 'Questões excluídas com sucesso!',
  questionsSomeDeleted: 'Algumas questões não puderam ser excluídas',
  questionNotFound: 'Questão não encontrada',
  questionNotEditable: 'Você não pode alterar esta questão',
  questionDisciplineInvalid: 'Disciplina não encontrada',
  questionTopicInvalid: 'Tópico não encontrado nesta disciplina',
  questionOptionsMax: 'Uma questão tem no máximo 10 alternativas',
  questionFeedbacksMax: 'Uma questão tem no máximo 5 feedbacks',
  questionLastCorrect: 'A questão precisa de ao menos uma alternativa correta',
  questionOptionCreated: 'Alternativa criada com sucesso!',
  questionOptionUpdated: 'Alternativa atualizada com sucesso!',
  questionOptionDeleted: 'Alternativa excluída com sucesso!',
  questionOptionNotFound: 'Alternativa não encontrada',
  questionFeedbackCreated: 'Feedback criado com sucesso!',
  questionFeedbackUpdated: 'Feedback atualizado com sucesso!',
  questionFeedbackDeleted: 'Feedback excluído com sucesso!',
  questionFeedbackNotFound: 'Feedback não encontrado',
  questionRemovedFromQuiz: 'Questão removida do questionário!',
  questionNotInQuiz: 'Esta questão não está neste questionário',
  // 000 §5 "Quiz list" gives the meaning, not the words: ours.
  questionsAllShown: 'Todas as questões já foram exibidas!',
  questionFormInvalid: 'Formulário inválido: options e feedbacks vão como JSON',
} as const;
