import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();

/** What the question bank's import/export publishes (subscriber: the audit log, which records exports). */
export const QUESTION_IMPORT_EVENTS = defineDomainEvents({
  'question-bank.exported': {
    description:
      "Questions were exported as .docx: a discipline's bank (POST /quizzes/disciplines/{id}/export, `discipline_id`) or a selection (POST /quizzes/export/docs, `discipline_id` null).",
    payload: z.object({ actor_id: id, discipline_id: id.nullable(), question_count: z.number().int().nonnegative() }),
  },
});
