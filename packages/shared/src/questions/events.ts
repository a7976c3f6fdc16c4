import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();

/** What the questions domain publishes (subscribers: attempts, whose quiz kind keeps the links). */
export const QUESTION_EVENTS = defineDomainEvents({
  'quiz-question.removed': {
    description:
      'A manager took one question out of a quiz item (POST /material-items/{id}/remove-quiz): the question stays in the bank; the quiz kind drops the link.',
    payload: z.object({ material_item_id: id, question_id: id }),
  },
});
