// The kernel every app shares: constants, roles, the policy, error codes and messages
// (`./kernel`, zod-free), plus the common schemas. Each domain's schemas are a subpath of their
// own (`@trilha/shared/users`, …), so a screen loads only the domains it uses.
import './common/zod-locale.ts';
export * from './kernel/index.ts';
export * from './common/roles.ts';
export * from './errors/index.ts';
export * from './common/pagination.ts';
export * from './common/http.ts';
export * from './common/refs.ts';
