import { AsyncLocalStorage } from 'node:async_hooks';

/** The company every tenant-owned query of the current request is confined to. */
export const tenantContext = new AsyncLocalStorage<{ companyId: number }>();

export const currentCompanyId = (): number | undefined => tenantContext.getStore()?.companyId;
