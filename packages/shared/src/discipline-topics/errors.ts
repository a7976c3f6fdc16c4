import { defineErrors } from '../errors/define.ts';
import { DISCIPLINE_TOPIC_MESSAGES as M } from './messages.ts';

export const DISCIPLINE_TOPIC_ERRORS = defineErrors({
  DISCIPLINE_TOPIC_NOT_FOUND: { status: 404, message: M.disciplineTopicNotFound },
});
