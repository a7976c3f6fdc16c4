// The companies as a choice (docs/web-client.md "Feature boundaries"): Create User and the LTI
// consumer forms pick a company from the same list the companies feature keeps fresh; the user
// forms pick a responsible with the company form's query (one cache entry; users depends on
// companies, not the reverse).
export { companyOptionsQuery, responsibleOptionsQuery } from './api.ts';
