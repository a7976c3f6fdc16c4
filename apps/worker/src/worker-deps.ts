import type { Db } from '@trilha/db';
import type { Logger } from '@trilha/jobs';
import type { RealtimeEmitter } from '@trilha/realtime-emitter';
import type { Mailer } from './mailer.ts';

/** What job handlers receive: one of each seam, built once in worker.ts. */
export type WorkerDeps = {
  db: Db;
  mailer: Mailer;
  emitter: RealtimeEmitter;
  logger?: Logger;
};
