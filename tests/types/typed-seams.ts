// Compile-time checks of the typed seams (run by `pnpm typecheck`, part of the test command):
// each @ts-expect-error line must fail to compile, or tsc reports the directive as unused.
import type { JobQueue } from '@trilha/jobs';
import type { RealtimeEmitter } from '@trilha/realtime-emitter';
import type { ErrorCode, Permission } from '@trilha/shared';
import { channels } from '@trilha/shared/realtime';

export function typedSeams(jobs: JobQueue, emitter: RealtimeEmitter) {
  void jobs.enqueue('mail.password-reset', { to: 'a@b.co', name: 'A', resetUrl: 'https://x.test/r' });
  // @ts-expect-error a misspelt job name does not compile
  void jobs.enqueue('mail.pasword-reset', { to: 'a@b.co', name: 'A', resetUrl: 'https://x.test/r' });
  // @ts-expect-error a payload of the wrong shape does not compile
  void jobs.enqueue('mail.password-reset', { to: 'a@b.co' });

  emitter.toUser(1, '.points.added', { points: 3 });
  emitter.emit(channels.disciplineMaterials(2), '.material.created', { discipline_id: 2, material_id: 1 });
  // @ts-expect-error an undeclared event does not compile
  emitter.toUser(1, '.points.removed', { points: 3 });
  // @ts-expect-error a payload of the wrong shape does not compile
  emitter.emit(channels.user(1), '.badge.added', { points: 3 });
  // @ts-expect-error an event on a channel it is not declared on does not compile
  emitter.emit(channels.user(1), '.material.created', { discipline_id: 2, material_id: 1 });
  // @ts-expect-error nor does a bare room name: the channel carries its namespace and pattern
  emitter.emit('users.1', '.points.added', { points: 3 });

  const ok: Permission = 'users:list';
  // @ts-expect-error an undeclared permission does not compile
  const bad: Permission = 'users:lst';
  const code: ErrorCode = 'EMAIL_TAKEN';
  // @ts-expect-error an undeclared error code does not compile
  const badCode: ErrorCode = 'EMAIL_TAKN';
  return [ok, bad, code, badCode];
}
