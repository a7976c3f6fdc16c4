// The Discipline Material screen's pure parts: reordering (drag and move buttons) and what the
// staff forms send, checked against the shared schemas the API uses.
import { describe, expect, it } from 'vitest';
import { createMaterialItemBodySchema, updateSettingsBodySchema } from '@trilha/shared/materials';
import { dropTarget, moveInList, stepTarget } from '../../apps/web/src/features/materials/reorder.ts';
import {
  itemBody,
  settingsBody,
  toLocalInput,
  type ItemValues,
  type SettingsValues,
} from '../../apps/web/src/features/materials/staff/bodies.ts';

const rows = [{ id: 10 }, { id: 20 }, { id: 30 }, { id: 40 }];
const ids = (l: { id: number }[]) => l.map((x) => x.id);

describe('reorder', () => {
  it('moves an element to a new index, both ways, clamped to the list', () => {
    expect(ids(moveInList(rows, 3, 1))).toEqual([10, 40, 20, 30]);
    expect(ids(moveInList(rows, 0, 2))).toEqual([20, 30, 10, 40]);
    expect(ids(moveInList(rows, 1, 99))).toEqual([10, 30, 40, 20]);
    expect(ids(moveInList(rows, 7, 0))).toEqual([10, 20, 30, 40]);
    expect(ids(rows)).toEqual([10, 20, 30, 40]); // the input is left alone
  });
  it('move up/down stop at the ends', () => {
    expect(stepTarget(rows, 30, -1)).toEqual({ from: 2, to: 1 });
    expect(stepTarget(rows, 30, 1)).toEqual({ from: 2, to: 3 });
    expect(stepTarget(rows, 10, -1)).toBeNull();
    expect(stepTarget(rows, 40, 1)).toBeNull();
    expect(stepTarget(rows, 99, 1)).toBeNull();
  });
  it('a drop onto another element takes its place; onto itself or nowhere moves nothing', () => {
    expect(dropTarget(rows, 40, 10)).toEqual({ from: 3, to: 0 });
    expect(dropTarget(rows, 10, 10)).toBeNull();
    expect(dropTarget(rows, 10, null)).toBeNull();
  });
});

const item = (o: Partial<ItemValues>): ItemValues => ({
  material_id: 5,
  type: 'task',
  title: 'Item',
  description: '',
  url: 'https://example.org',
  iframe_code: '<iframe src="https://www.youtube.com/embed/x"></iframe>',
  quizzes_ids: '1, 2',
  visible: true,
  ...o,
});

describe('item form body', () => {
  it('sends only the fields of its kind, and passes the shared schema', () => {
    expect(itemBody(item({ type: 'url' }), false)).toEqual({
      material_id: 5,
      type: 'url',
      title: 'Item',
      description: null,
      visible: true,
      url: 'https://example.org',
    });
    const quiz = createMaterialItemBodySchema.parse(itemBody(item({ type: 'quiz' }), false));
    expect(quiz.quizzes_ids).toEqual([1, 2]);
    expect(quiz.url).toBeUndefined();
    expect(createMaterialItemBodySchema.safeParse(itemBody(item({ type: 'task', title: '  ' }), false)).success).toBe(false);
  });
  it('an edit never sends the kind or the material', () => {
    const body = itemBody(item({ type: 'iframe', description: 'Aula' }), true);
    expect(body).not.toHaveProperty('type');
    expect(body).not.toHaveProperty('material_id');
    expect(body).toMatchObject({ description: 'Aula', iframe_code: expect.stringContaining('<iframe') });
  });
});

const settings = (o: Partial<SettingsValues>): SettingsValues => ({
  available_from: '',
  available_until: '',
  due_at: '',
  required: true,
  password: '',
  remove_password: false,
  max_attempts: '',
  time_limit_minutes: '',
  passing_grade: '',
  weight: '1',
  allow_feedback: true,
  show_correct_answers: false,
  shuffle_questions: false,
  shuffle_options: false,
  ...o,
});

describe('settings form body', () => {
  it('empty fields are null, numbers are numbers (decimal comma too), dates are ISO instants', () => {
    const body = settingsBody(settings({ passing_grade: '7,5', max_attempts: '3', available_from: '2026-03-01T08:00' }), false);
    expect(body).toMatchObject({ passing_grade: 7.5, max_attempts: 3, time_limit_minutes: null, available_until: null });
    expect(toLocalInput(body.available_from)).toBe('2026-03-01T08:00');
    expect(updateSettingsBodySchema.safeParse(body).success).toBe(true);
  });
  it('the password is sent only when typed, and removed only on purpose', () => {
    expect(settingsBody(settings({}), true)).not.toHaveProperty('password');
    expect(settingsBody(settings({ password: 'segredo' }), true).password).toBe('segredo');
    expect(settingsBody(settings({ remove_password: true }), true).password).toBeNull();
    expect(settingsBody(settings({ remove_password: true }), false)).not.toHaveProperty('password');
  });
  it('a window that ends before it starts is refused by the shared schema', () => {
    const body = settingsBody(settings({ available_from: '2026-03-02T08:00', available_until: '2026-03-01T08:00' }), false);
    expect(updateSettingsBodySchema.safeParse(body).success).toBe(false);
  });
});
