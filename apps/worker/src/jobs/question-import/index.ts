import type { JobHandlers } from '@trilha/jobs';
import type { WorkerDeps } from '../../worker-deps.ts';
import { questionImportCheck } from './check.ts';

/** Handlers of question import (declared in packages/shared/src/question-import/jobs.ts). */
export const questionImportJobHandlers = (deps: WorkerDeps): JobHandlers => ({
  'question-import.check': questionImportCheck({ db: deps.db }),
});
