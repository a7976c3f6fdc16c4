// The kernel every app shares: constants, roles, the policy, error codes, messages and the
// common schemas. Each domain's schemas are a subpath of their own (`@trilha/shared/users`, …),
// so a screen loads only the domains it uses.
import './common/zod-locale.ts';
export * from './constants.ts';
export * from './roles.ts';
export * from './messages.ts';
export * from './errors/index.ts';
export * from './policy/index.ts';
export * from './domain.ts';
export * from './common/pagination.ts';
export * from './common/http.ts';
export * from './common/refs.ts';
export * from './common/uploads.ts';
export * from './common/formats.ts';
export { DOMAINS } from './registry.ts';
export { COMMON_PERMISSIONS } from './common/permissions.ts';
