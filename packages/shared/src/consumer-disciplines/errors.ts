import { defineErrors } from '../errors/define.ts';
import { CONSUMER_DISCIPLINE_MESSAGES as M } from './messages.ts';

export const CONSUMER_DISCIPLINE_ERRORS = defineErrors({
  CONSUMER_DISCIPLINE_NOT_FOUND: { status: 404, message: M.consumerDisciplineNotFound },
  CONSUMER_DISCIPLINE_CONSUMER_NOT_FOUND: { status: 422, message: M.consumerDisciplineConsumerNotFound, field: 'consumer_id' },
  CONSUMER_DISCIPLINE_OFFERED: { status: 422, message: M.consumerDisciplineOffered, field: 'discipline_id' },
  CONSUMER_DISCIPLINE_SOURCE_GONE: { status: 422, message: M.consumerDisciplineSourceGone },
  CONSUMER_DISCIPLINE_NOT_ATTACHED: { status: 422, message: M.consumerDisciplineNotAttached },
});
