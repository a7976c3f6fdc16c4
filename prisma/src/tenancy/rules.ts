// The tenancy rules shared by the migration SQL, its generator and checks, the tenant client and
// the tests. docs/data-model.md ("Row-level security") explains each decision.

/** The role the app's tenant client connects as (or SET ROLEs to): no superuser, no BYPASSRLS. */
export const APP_ROLE = 'trilha_app';

/** The tenant key column: a table is tenant-owned iff it has it (Prisma field `companyId`). */
export const TENANT_COLUMN = 'company_id';

/** Session/transaction setting the policies compare company_id with. */
export const TENANT_SETTING = 'trilha.company_id';

/** The row-level security policy every tenant table gets. */
export const TENANT_POLICY = 'tenant_isolation';

/** The generic plpgsql trigger function behind every parent/child company check. */
export const PARENT_CHECK_FUNCTION = 'trilha_check_parent_company';

/** Name of the parent/child check trigger for one foreign-key column (unique per table). */
export const parentCheckTrigger = (fkColumn: string): string => `tenant_parent_${fkColumn}`;

/**
 * Tables that carry company_id but stay outside row-level security, with the reason. Rows of these
 * are still filtered by the scoping extension of the tenant client.
 */
export const RLS_EXEMPT_TABLES: Readonly<Record<string, string>> = {
  consumers: 'read globally to resolve the tenant from the request host, before any tenant is known',
};

/**
 * Columns of a tenant table that point at ANOTHER tenant's row by design (`table.column`): plain
 * ids with no foreign key (a distributed database cannot check a key across tenants), read by a
 * second query on the other company.
 */
export const CROSS_TENANT_REFERENCES: Readonly<Record<string, string>> = {
  'consumer_disciplines.source_discipline_id': "the offered discipline belongs to the supplier company, not the consumer's",
};

/**
 * Tables that carry company_id but are not distributed by it: on Citus they are reference tables
 * (copied to every node), so their keys need not lead with company_id (docs/deployment.md
 * "Running on Citus").
 */
export const REFERENCE_TABLES_WITH_COMPANY_ID: Readonly<Record<string, string>> = {
  consumers: 'resolved from the request host (a domain unique across companies) before any tenant is known',
};
