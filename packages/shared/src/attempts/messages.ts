// Portuguese texts of quiz attempts. 000 §8 names the "answer registered" and "attempt deleted"
// success toasts and the finish/delete errors without their words: every text here is ours (the
// finish/delete error fallbacks are the web's, features/attempts/strings.ts).
export const ATTEMPT_MESSAGES = {
  attemptStarted: 'Tentativa iniciada',
  attemptAnswerRegistered: 'Resposta registrada!',
  attemptChecked: 'Respostas corrigidas',
  attemptFinished: 'Questionário finalizado!',
  attemptFeedbackSaved: 'Correção registrada!',
  attemptDeleted: 'Tentativa excluída com sucesso!',
  attemptNotFound: 'Tentativa não encontrada',
  attemptNotQuiz: 'Este item não é um questionário',
  attemptNoQuestions: 'Este questionário ainda não tem questões',
  attemptOtherUser: 'Você só pode iniciar tentativas para si mesmo',
  attemptNotOwner: 'Somente quem fez a tentativa pode respondê-la',
  attemptLimitReached: 'Você já usou todas as tentativas deste questionário',
  attemptFinishedAlready: 'Esta tentativa já foi finalizada',
  attemptCheckedAlready: 'As respostas desta tentativa já foram corrigidas',
  attemptTimeOver: 'O tempo desta tentativa acabou',
  attemptNotFinished: 'A tentativa precisa estar finalizada para ser corrigida',
  attemptQuestionNotInQuiz: 'Questão não pertence a este questionário',
  attemptOptionNotInQuestion: 'Alternativa não pertence a esta questão',
  attemptOptionRequired: 'Escolha uma alternativa',
  attemptTextRequired: 'Escreva sua resposta',
  attemptAnswerNotInAttempt: 'Resposta não pertence a esta tentativa',
  attemptQuizClosed: 'Este questionário foi encerrado em {{date}}.',
} as const;
