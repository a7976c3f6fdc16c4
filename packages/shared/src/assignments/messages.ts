// Portuguese texts of assignments (task items). The two failures are 000 §8 word for word; the
// success toasts ("answer registered", "evaluation registered", 000 §8 without words) are ours.
export const ASSIGNMENT_MESSAGES = {
  assignmentSaveFailed: 'Erro ao Salvar Tarefa! Tente novamente',
  assignmentEvaluateFailed: 'Erro ao Avaliar Tarefa! Tente novamente',
  assignmentSubmitted: 'Resposta registrada com sucesso!',
  assignmentEvaluated: 'Avaliação registrada com sucesso!',
  /** The student's live notice when staff evaluate their task (.assignment.evaluated). */
  assignmentEvaluatedLive: 'Sua tarefa foi avaliada! Confira a nota e o comentário.',
  assignmentNotATask: 'Este item não é uma tarefa',
  assignmentEmpty: 'Escreva sua resposta ou anexe um arquivo',
  assignmentAlreadyEvaluated: 'Esta tarefa já foi avaliada e não pode ser reenviada',
  assignmentSubmissionNotFound: 'Entrega não encontrada',
  assignmentGradeInvalid: 'A nota deve ser um número de 0 a 10, com no máximo uma casa decimal',
  assignmentFileTypeInvalid: 'Envie um arquivo PDF, DOCX ou TXT',
} as const;
