import { can } from '@trilha/shared';
import type { StudentLogFilters } from '@trilha/shared/reports';
import { appError } from '../../kit/errors.ts';
import type { Actor } from '../../kit/actor.ts';

/**
 * Whose log the caller reads: null for management (the whole company), else the caller's id as the
 * tutor whose students bound the log (tutors and teachers: their own disciplines' learners). The
 * list and the PDF use it alike; the PDF request stores it, so the file is what the list showed.
 */
export const studentLogTutorScope = (actor: Actor): number | null =>
  can(actor.type, 'reports:student-logs-company') ? null : actor.id;

/**
 * 001 L120: at least one of name, start date or disciplines (the end date alone would read the
 * whole history). And an end before the start is a mistake worth saying, not an empty report.
 */
export function requireFilters<F extends StudentLogFilters>(f: F): F {
  if (!f.user_name && !f.start_date_time && !f['disciplines_ids[]']?.length) throw appError('STUDENT_LOG_FILTERS_REQUIRED');
  if (f.start_date_time && f.end_date_time && endsBeforeStart(f.start_date_time, f.end_date_time))
    throw appError('STUDENT_LOG_DATE_RANGE');
  return f;
}

const hasOffset = (v: string) => /(Z|[+-]\d{2}:\d{2})$/.test(v.slice(10));

/** Compared only when both are read the same way (both in the company's zone, or both with offsets). */
function endsBeforeStart(start: string, end: string): boolean {
  if (hasOffset(start) !== hasOffset(end)) return false;
  const at = (v: string, side: 'start' | 'end') => {
    if (v.length === 10) return Date.parse(`${v}T00:00:00Z`) + (side === 'end' ? 86_400_000 - 1 : 0);
    const iso = v.replace(' ', 'T');
    return Date.parse(hasOffset(v) ? iso : `${iso}Z`);
  };
  return at(end, 'end') < at(start, 'start');
}
