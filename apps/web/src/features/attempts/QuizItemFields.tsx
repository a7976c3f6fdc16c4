import { QuestionPicker } from '../questions/public.ts';
import type { ItemFieldsProps } from '../../lib/item-kinds.ts';

/** The ids of the quizzes_ids text the form keeps (the body's format: "1, 2, 3"). */
const idsOf = (v: string): number[] =>
  v
    .split(',')
    .map((x) => Number(x.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

/** A quiz item's questions, picked from the bank into the form's quizzes_ids. */
export default function QuizItemFields({ form, item }: ItemFieldsProps) {
  return (
    <QuestionPicker
      value={idsOf(form.watch('quizzes_ids'))}
      onChange={(ids) =>
        form.setValue('quizzes_ids', ids.join(', '), { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
      }
      itemId={item?.id}
      error={form.formState.errors.quizzes_ids?.message}
    />
  );
}
