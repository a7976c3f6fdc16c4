// Every domain's job handlers, one line each: a new domain adds its folder and its line here.
import type { JobHandlers } from '@trilha/jobs';
import type { WorkerDeps } from '../worker-deps.ts';
import { authJobHandlers } from './auth/index.ts';
import { gradeExportProducers } from './grades/index.ts';
import { questionImportJobHandlers } from './question-import/index.ts';
import { notificationJobHandlers } from './notifications/index.ts';
import { sessionExportProducers } from './sessions/index.ts';
import { reportExportProducers } from './reports/index.ts';
import { exportJobHandlers } from './exports/index.ts';
import { aiJobHandlers } from './ai/index.ts';
import { storageJobHandlers } from './storage/index.ts';
import { inscriptionJobHandlers } from './inscriptions/index.ts';

export const domainJobHandlers = (deps: WorkerDeps): JobHandlers => ({
  ...authJobHandlers(deps),
  ...questionImportJobHandlers(deps),
  ...notificationJobHandlers(deps),
  // Every export kind's job runs the one exports flow around its domain's producer.
  ...exportJobHandlers(deps, [...gradeExportProducers, ...sessionExportProducers, ...reportExportProducers]),
  ...aiJobHandlers(deps),
  ...storageJobHandlers(deps),
  ...inscriptionJobHandlers(deps),
});
