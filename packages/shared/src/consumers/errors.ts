import { defineErrors } from '../errors/define.ts';
import { CONSUMER_MESSAGES as M } from './messages.ts';

export const CONSUMER_ERRORS = defineErrors({
  TUTORING_PHONE_REQUIRED: { status: 422, message: M.tutoringPhoneRequired, field: 'tutoring_phone_number' },
});
