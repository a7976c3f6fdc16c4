export * from './client.ts';
export * from './security.ts';
export * from './access-tokens.ts';
export { statementNameFor } from './statement-names.ts';
export { isDatabaseUnavailable } from './unavailable.ts';
export * from './migrate/index.ts';
export * from './generated/client.ts';
export { appRoleUrl, createTenantDb, tenantPoolOf, type TenantDb, type TenantDbOptions } from './tenancy/tenant-db.ts';
export { currentCompanyId, runAsTenant, tenantScope } from './tenancy/context.ts';
