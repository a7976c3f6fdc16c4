import { existsSync, readFileSync } from 'node:fs';
import type pg from 'pg';

/**
 * CPU time (clock ticks, utime + stime from /proc) of one server process and of every PostgreSQL
 * backend of the database `monitor` is connected to (Linux only; undefined elsewhere). Two
 * snapshots around a run give the Node and PostgreSQL CPU per request (`cpuPerRequest`): steadier
 * than throughput on a shared machine. Same method as bench/disciplines.bench.ts.
 */
export async function cpuTicks(monitor: pg.Client, serverPid: number): Promise<Map<number, number> | undefined> {
  if (!existsSync('/proc/self/stat')) return undefined;
  const ticks = (pid: number) => {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(f[11]) + Number(f[12]);
    } catch {
      return 0; // backend gone
    }
  };
  const pids = (
    await monitor.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
  ).rows;
  return new Map([[-1, ticks(serverPid)], ...pids.map(({ pid }) => [pid, ticks(pid)] as [number, number])]);
}

/** Node (key -1) and PostgreSQL CPU ms per request between two snapshots (100 ticks a second). */
export function cpuPerRequest(
  before: Map<number, number> | undefined,
  after: Map<number, number> | undefined,
  requests: number,
): { nodeMsPerReq?: number; pgMsPerReq?: number } {
  if (!before || !after) return {};
  let pgTicks = 0;
  for (const [pid, t] of after) if (pid !== -1) pgTicks += t - (before.get(pid) ?? 0);
  const ms = (t: number) => +((t * 10) / requests).toFixed(2);
  return { nodeMsPerReq: ms(after.get(-1)! - before.get(-1)!), pgMsPerReq: ms(pgTicks) };
}
