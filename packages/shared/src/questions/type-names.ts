import type { QuestionType } from './draft.ts';

/**
 * The API spells it `true-or-false`; the database enum `true_or_false`. Here, not in the API's
 * questions folder, because attempts and the import/export read question types too and must not
 * import the question bank's writer.
 */
export const toDbQuestionType = (t: QuestionType) => (t === 'true-or-false' ? 'true_or_false' : t);
export const fromDbQuestionType = (t: 'descriptive' | 'choice' | 'true_or_false'): QuestionType =>
  t === 'true_or_false' ? 'true-or-false' : t;
