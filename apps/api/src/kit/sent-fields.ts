/**
 * The names of the fields a partial body carries (undefined ones were not sent), sorted: what an
 * event says changed, for the audit log, without any value.
 */
export const sentFields = (body: object): string[] =>
  Object.entries(body)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k)
    .sort();
