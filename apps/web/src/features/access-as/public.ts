// Access-as (000 §4) as other features start and end it (docs/web-client.md "Feature boundaries"):
// Users starts it from a row; the sign-in screens end it before they load (auth/feature.ts).
export { useStartAccessAs } from './use-access-as.ts';
export { leaveAccessAs } from './leave.ts';
