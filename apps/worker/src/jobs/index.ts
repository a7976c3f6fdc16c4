// Every domain's job handlers, one line each: a new domain adds its folder and its line here.
import type { JobHandlers } from '@trilha/jobs';
import type { WorkerDeps } from '../worker-deps.ts';
import { authJobHandlers } from './auth/index.ts';
import { gradeJobHandlers } from './grades/index.ts';
import { questionImportJobHandlers } from './question-import/index.ts';
import { notificationJobHandlers } from './notifications/index.ts';
import { sessionJobHandlers } from './sessions/index.ts';
import { reportJobHandlers } from './reports/index.ts';
import { aiJobHandlers } from './ai/index.ts';
import { storageJobHandlers } from './storage/index.ts';
import { inscriptionJobHandlers } from './inscriptions/index.ts';

export const domainJobHandlers = (deps: WorkerDeps): JobHandlers => ({
  ...authJobHandlers(deps),
  ...gradeJobHandlers(deps),
  ...questionImportJobHandlers(deps),
  ...notificationJobHandlers(deps),
  ...sessionJobHandlers(deps),
  ...reportJobHandlers(deps),
  ...aiJobHandlers(deps),
  ...storageJobHandlers(deps),
  ...inscriptionJobHandlers(deps),
});
