import type { JobHandlers } from '@trilha/jobs';
import type { WorkerDeps } from '../../worker-deps.ts';
import { questionImportCheck } from './check.ts';

/** Handlers of question import (declared in packages/shared/src/question-import/jobs.ts). */
export const questionImportJobHandlers = ({ tenantDb }: WorkerDeps): JobHandlers =>
  tenantDb ? { 'question-import.check': questionImportCheck({ tenantDb }) } : {};
