import type { JobHandlers } from '@trilha/jobs';
import type { WorkerDeps } from '../../worker-deps.ts';
import { pruneNotifications } from './prune.ts';
import { sendDigests } from './send-digests.ts';

/** Handlers of the notifications domain's jobs (declared in packages/shared/src/notifications/jobs.ts). */
export const notificationJobHandlers = ({ tenantDb, mailer, links }: WorkerDeps): JobHandlers =>
  tenantDb
    ? {
        'notifications.digest': sendDigests({ tenantDb, mailer, links }),
        'notifications.prune': pruneNotifications({ tenantDb }),
      }
    : {};
