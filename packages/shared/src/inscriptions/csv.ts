import { z } from 'zod';
import { INSCRIPTION_MESSAGES as M } from './messages.ts';
import { toWindowDate } from './schemas.ts';

const email = z.email();
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const BR_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A CSV date cell: empty (open edge), AAAA-MM-DD or DD/MM/AAAA (what Excel in pt-BR writes); undefined when invalid. */
export function cellDate(raw: string | undefined, edge: 'start' | 'end'): Date | null | undefined {
  const v = (raw ?? '').trim();
  if (!v) return null;
  const br = BR_DAY.exec(v);
  const day = br ? `${br[3]}-${br[2]}-${br[1]}` : ISO_DAY.test(v) ? v : null;
  if (!day) return undefined;
  const d = toWindowDate(day, edge);
  // A day that does not exist (31/02) rolls over in Date: refuse it instead.
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day ? undefined : d;
}

export type CsvEnrolment = { email: string; startedAt: Date | null; finishedAt: Date | null };

/**
 * One data row of an enrolment CSV (papaparse, header: true, names lower-cased), checked on its
 * own: the e-mail's format, the dates, the window's order. What needs the database (member of the
 * company, academic type, already enrolled) and the whole file (a repeated e-mail) is the caller's.
 * Both the synchronous route and the background job read lines with it.
 */
export function readCsvEnrolment(row: Record<string, string | undefined>): CsvEnrolment | { reason: string } {
  const address = (row.email ?? '').trim().toLowerCase();
  if (!email.safeParse(address).success) return { reason: M.inscriptionImportEmail };
  const startedAt = cellDate(row.started_at, 'start');
  const finishedAt = cellDate(row.finished_at, 'end');
  if (startedAt === undefined || finishedAt === undefined) return { reason: M.inscriptionImportDate };
  if (startedAt && finishedAt && finishedAt < startedAt) return { reason: M.inscriptionWindowInvalid };
  return { email: address, startedAt, finishedAt };
}
