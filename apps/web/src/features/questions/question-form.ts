// The question form's values and what it sends, pure (no React): the same shapes the API checks.
import { checkQuestionOptions, updateQuestionBodySchema, type Question, type QuestionType } from '@trilha/shared/questions';

export type OptionValue = { id?: number; text: string; correct_answer: boolean };
export type FeedbackValue = { id?: number; text: string };
export type QuestionValues = {
  title: string;
  text: string;
  type: QuestionType;
  answer: string;
  options: OptionValue[];
  feedbacks: FeedbackValue[];
};

/**
 * The form's schema: the update body with everything a whole question needs, and the rules
 * between type and options (questionDraftSchema's), so the form refuses what the API would.
 */
export const questionFormSchema = updateQuestionBodySchema
  .required({ title: true, text: true, type: true, options: true, feedbacks: true })
  .superRefine(checkQuestionOptions);

export const TRUE_FALSE = (labels: { t: string; f: string }): OptionValue[] => [
  { text: labels.t, correct_answer: true },
  { text: labels.f, correct_answer: false },
];

export function initialValues(q: Question | null): QuestionValues {
  if (!q) return { title: '', text: '', type: 'choice', answer: '', options: [blankOption(), blankOption()], feedbacks: [] };
  return {
    title: q.title,
    text: q.text,
    type: q.type,
    answer: q.answer ?? '',
    options: q.type === 'descriptive' ? [] : q.options.map((o) => ({ id: o.id, text: o.text, correct_answer: o.correct_answer })),
    feedbacks: q.feedbacks.map((f) => ({ id: f.id, text: f.text })),
  };
}

export const blankOption = (): OptionValue => ({ text: '', correct_answer: false });

/** The values as the schema sees them: a descriptive question has no options, the others no expected answer. */
export const prepareQuestion = (v: QuestionValues) => ({
  ...v,
  options: v.type === 'descriptive' ? [] : v.options,
  answer: v.type === 'descriptive' ? v.answer : null,
});

/** The multipart form of POST /quizzes and /quizzes/{id}/update (options and feedbacks as JSON). */
export function questionFormData(
  body: ReturnType<typeof prepareQuestion>,
  o: { disciplineId: number | null; image: File | null; removeImage: boolean; creating: boolean },
): FormData {
  const data = new FormData();
  data.set('title', body.title);
  data.set('text', body.text);
  data.set('type', body.type);
  if (body.answer !== null && body.answer !== undefined) data.set('answer', body.answer);
  if (o.creating && o.disciplineId !== null) data.set('discipline_id', String(o.disciplineId));
  data.set('options', JSON.stringify(body.options));
  data.set('feedbacks', JSON.stringify(body.feedbacks));
  if (o.image) data.set('image', o.image, o.image.name);
  else if (o.removeImage) data.set('remove_image', 'true');
  return data;
}
