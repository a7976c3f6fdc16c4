// A discipline as the screens under it read it (docs/web-client.md "Feature boundaries"): the
// forum and question screens head with the discipline and list its topics through the Discipline
// Material screen's queries, so they share its cache entries (and its live refreshes).
export { disciplineQuery, topicsQuery } from './api.ts';
