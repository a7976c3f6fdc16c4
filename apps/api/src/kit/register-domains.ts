import type { FastifyInstance, RouteOptions } from 'fastify';
import { COMMON_PERMISSIONS } from '@trilha/shared';
import type { AppDeps } from '../deps.ts';
import type { ApiDomain } from './domain.ts';

/**
 * Registers every domain's routes. A route's permission must be one its own domain declares (or
 * a common one): permissions stay with the domain that owns them, and a route cannot quietly
 * borrow another domain's rule.
 */
export async function registerDomains(app: FastifyInstance, deps: AppDeps, domains: readonly ApiDomain[]): Promise<void> {
  for (const domain of domains) {
    const routes = domain.routes;
    if (!routes) continue;
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route: RouteOptions) => {
        const access = route.config?.access;
        if (typeof access !== 'object') return;
        const own = domain.permissions ?? {};
        if (!Object.hasOwn(own, access.permission) && !Object.hasOwn(COMMON_PERMISSIONS, access.permission)) {
          throw new Error(
            `${route.method} ${route.url}: permission ${access.permission} is not declared by domain ${domain.name}`,
          );
        }
      });
      await scope.register(routes(deps));
    });
  }
}
