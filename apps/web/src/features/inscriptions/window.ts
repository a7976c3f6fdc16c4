// Pure helpers of the enrolment window as the class screen shows and edits it (tests/web).

/** The day part (AAAA-MM-DD, UTC) of an edge, for a date input; '' for an open edge. */
export const dayOf = (iso: string | null): string => (iso ? iso.slice(0, 10) : '');

/** A date input's value as the API takes it: the day, or null for an empty (open) edge. */
export const edgeOf = (day: string): string | null => (day ? day : null);

/** dd/mm/aaaa of a window edge, read in UTC as it was entered (a day closes at 23:59:59.999 UTC). */
export const formatDay = (iso: string): string => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};
