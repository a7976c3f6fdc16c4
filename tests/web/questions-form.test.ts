// What the question form sends (apps/web/src/features/questions/question-form.ts), pure: the
// values as the shared rules see them and the multipart body of POST /quizzes.
import { describe, expect, it } from 'vitest';
import {
  initialValues,
  prepareQuestion,
  questionFormData,
  questionFormSchema,
} from '../../apps/web/src/features/questions/question-form.ts';

const base = { title: 'T', text: 'X', answer: 'esperada', feedbacks: [{ text: 'fb' }] };

describe('question form', () => {
  it('a descriptive question sends no options; the others no expected answer', () => {
    const opts = [
      { text: 'A', correct_answer: true },
      { text: 'B', correct_answer: false },
    ];
    expect(prepareQuestion({ ...base, type: 'descriptive', options: opts })).toMatchObject({ options: [], answer: 'esperada' });
    expect(prepareQuestion({ ...base, type: 'choice', options: opts })).toMatchObject({ options: opts, answer: null });
  });

  it('the schema refuses what the API refuses: no correct option, two correct in true-or-false', () => {
    const check = (type: 'choice' | 'true-or-false', correct: boolean[]) =>
      questionFormSchema.safeParse(
        prepareQuestion({ ...base, type, options: correct.map((c, i) => ({ text: `O${i}`, correct_answer: c })) }),
      ).success;
    expect(check('choice', [false, false])).toBe(false);
    expect(check('choice', [true, true, false])).toBe(true);
    expect(check('true-or-false', [true, true])).toBe(false);
    expect(check('true-or-false', [false, true])).toBe(true);
  });

  it('the multipart body: options and feedbacks as JSON, discipline only when creating, the image or remove_image', () => {
    const body = prepareQuestion({ ...base, type: 'choice', options: [{ id: 4, text: 'A', correct_answer: true }] });
    const image = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    const created = questionFormData(body, { disciplineId: 7, image, removeImage: false, creating: true });
    expect(created.get('discipline_id')).toBe('7');
    expect(JSON.parse(String(created.get('options')))).toEqual([{ id: 4, text: 'A', correct_answer: true }]);
    expect(JSON.parse(String(created.get('feedbacks')))).toEqual([{ text: 'fb' }]);
    expect(created.get('answer')).toBeNull();
    expect((created.get('image') as File).name).toBe('a.png');
    const edited = questionFormData(body, { disciplineId: 7, image: null, removeImage: true, creating: false });
    expect(edited.get('discipline_id')).toBeNull();
    expect(edited.get('remove_image')).toBe('true');
  });

  it('a new question starts as choice with two blank options', () => {
    expect(initialValues(null)).toMatchObject({ type: 'choice', options: [{ text: '' }, { text: '' }], feedbacks: [] });
  });
});
