// The kernel without zod (`@trilha/shared/kernel`): constants, roles, messages, error codes and the
// policy. The web client's entry imports it from here so the sign-in page does not load zod
// (docs/web-client.md "Code splitting"); `@trilha/shared` is this plus the common zod schemas.
// Nothing reachable from this file may import zod: tests/web/shared-kernel.test.ts checks it.
export * from '../constants.ts';
export * from '../roles.ts';
export * from '../messages.ts';
export * from '../errors/codes.ts';
export * from '../policy/index.ts';
export * from '../domain.ts';
export * from '../common/uploads.ts';
export * from '../accessibility/rules.ts';
export { DOMAINS } from '../registry.ts';
export { COMMON_PERMISSIONS } from '../common/permissions.ts';
// The messages the sign-in page needs before the whole catalogue loads (apps/web i18n/core.ts).
export { COMMON_MESSAGES } from '../common/messages.ts';
export { AUTH_MESSAGES } from '../auth/messages.ts';
