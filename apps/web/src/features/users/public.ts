// A user as other features read it (docs/web-client.md "Feature boundaries"): Profile Settings
// shows and refreshes the signed-in user's record with the Users screens' query, so the two share
// one cache entry.
export { userQuery } from './api.ts';
