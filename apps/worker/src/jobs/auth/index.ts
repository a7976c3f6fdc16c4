import type { JobHandlers } from '@trilha/jobs';
import type { WorkerDeps } from '../../worker-deps.ts';
import { mailPasswordReset } from './mail-password-reset.ts';

/** Handlers of the auth domain's jobs (declared in packages/shared/src/auth/jobs.ts). */
export const authJobHandlers = (deps: WorkerDeps): JobHandlers => ({
  'mail.password-reset': mailPasswordReset({ mailer: deps.mailer }),
});
