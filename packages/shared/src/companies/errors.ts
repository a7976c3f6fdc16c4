import { defineErrors } from '../errors/define.ts';
import { COMPANY_MESSAGES as M } from './messages.ts';

export const COMPANY_ERRORS = defineErrors({
  COMPANY_NOT_FOUND: { status: 422, message: M.companyNotFound, field: 'company_id' },
  RESPONSIBLE_NOT_FOUND: { status: 422, message: M.responsibleNotFound, field: 'responsible_id' },
  DOMAIN_TAKEN: { status: 422, message: M.domainTaken, field: 'domain' },
  STUDENT_SEATS_EXHAUSTED: { status: 422, message: M.studentLicencesExhausted, field: 'type' },
  TUTOR_SEATS_EXHAUSTED: { status: 422, message: M.tutorLicencesExhausted, field: 'type' },
});
