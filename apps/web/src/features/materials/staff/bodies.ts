// What the staff forms send, pure (tests/web/materials-screen.test.ts): the form's values turned
// into the body the shared schema checks and the API takes.
import type { UpdateSettingsBody } from '@trilha/shared/materials';
import type { ItemValues } from '../../../lib/item-kinds.ts';
import { ITEM_KINDS } from '../item-kinds.ts';

export type { ItemValues };

/** Only the fields the kind uses are sent (its `form.body`): a url item carries no iframe code, and so on. */
export function itemBody(v: ItemValues, editing: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: v.title,
    description: v.description.trim() ? v.description : null,
    visible: v.visible,
  };
  if (!editing) Object.assign(body, { material_id: v.material_id, type: v.type });
  return { ...body, ...ITEM_KINDS[v.type].form?.body?.(v) };
}

export type SettingsValues = {
  available_from: string;
  available_until: string;
  due_at: string;
  required: boolean;
  password: string;
  remove_password: boolean;
  max_attempts: string;
  time_limit_minutes: string;
  passing_grade: string;
  weight: string;
  allow_feedback: boolean;
  show_correct_answers: boolean;
  shuffle_questions: boolean;
  shuffle_options: boolean;
};

/** An ISO instant as a datetime-local value (the person's own time zone), and back. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export const fromLocalInput = (v: string): string | null => (v ? new Date(v).toISOString() : null);
const num = (v: string): number | null => (v.trim() === '' ? null : Number(v.replace(',', '.')));

/** The settings as the API takes them; the password only when typed (or removed on purpose). */
export function settingsBody(v: SettingsValues, hadPassword: boolean): UpdateSettingsBody {
  const body: Record<string, unknown> = {
    available_from: fromLocalInput(v.available_from),
    available_until: fromLocalInput(v.available_until),
    due_at: fromLocalInput(v.due_at),
    required: v.required,
    max_attempts: num(v.max_attempts),
    time_limit_minutes: num(v.time_limit_minutes),
    passing_grade: num(v.passing_grade),
    weight: num(v.weight) ?? 1,
    allow_feedback: v.allow_feedback,
    show_correct_answers: v.show_correct_answers,
    shuffle_questions: v.shuffle_questions,
    shuffle_options: v.shuffle_options,
  };
  if (v.password) body.password = v.password;
  else if (hadPassword && v.remove_password) body.password = null;
  return body as UpdateSettingsBody;
}
