import type { ErrorCode } from '@trilha/shared';
import type { QuestionType } from '@trilha/shared/questions';

/**
 * questionDraftSchema's rules between type and options (checkQuestionOptions), for a question
 * already in the bank: the update and option routes check the state they would leave, and refuse
 * the change (422, nothing written) if it breaks them. So a bank question is always answerable.
 */
export function optionRuleBroken(type: QuestionType, options: readonly { correct: boolean }[]): ErrorCode | null {
  const correct = options.filter((o) => o.correct).length;
  if (type === 'descriptive') return options.length > 0 ? 'QUESTION_DESCRIPTIVE_NO_OPTIONS' : null;
  if (type === 'choice') {
    if (options.length < 2) return 'QUESTION_CHOICE_OPTIONS';
    return correct < 1 ? 'QUESTION_CHOICE_CORRECT' : null;
  }
  return options.length !== 2 || correct !== 1 ? 'QUESTION_TRUE_FALSE_OPTIONS' : null;
}
