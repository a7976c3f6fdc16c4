import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { findSessionByToken, tenantScope, type Db } from '@trilha/db';
import { COSTLY_RATE_LIMITS, type UserType } from '@trilha/shared';
import { appError, forbidden, unauthenticated } from '../kit/errors.ts';
import { bearerToken } from '../auth/bearer.ts';
import { can } from '@trilha/shared';
import { tenantLabel } from '../tenancy/tenant-label.ts';
import { LICENCE_REFUSALS } from './route-access.ts';
import type { TenantCache } from '../tenancy/tenant-cache.ts';
import { perAccount, type Throttle } from './throttle.ts';

/**
 * Resolves tenant and actor for every route from its declared access, and runs the handler
 * inside the tenant context that the scoped database client reads. Handlers never read the
 * host or the token themselves.
 */
export function registerAccessGuard(app: FastifyInstance, deps: { db: Db; tenants: TenantCache; throttle: Throttle }): void {
  app.decorateRequest('tenant', null);
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no config.access`);
    if (access === 'global') return;
    const handler = route.handler;
    route.handler = function (req, reply) {
      return tenantScope.run({ companyId: req.tenant!.companyId }, () => handler.call(this, req, reply));
    };
  });

  app.addHook('onRequest', async (req: FastifyRequest) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === 'global') return;

    const label = tenantLabel(req.headers.host);
    const tenant = label ? await deps.tenants.resolve(label) : null;
    if (!tenant) throw appError('TENANT_NOT_FOUND');
    req.tenant = tenant;
    if (access === 'tenant') return;

    const token = bearerToken(req.headers.authorization);
    const session = token ? await findSessionByToken(deps.db, token) : null;
    if (!token || !session) throw unauthenticated();
    const type = session.user.type as UserType;
    // A token is valid only on the hosts of its user's companies (admins excepted), and an
    // access-as token only on the host it was opened on.
    const member = can(type, 'platform:any-tenant') || session.user.memberships.some((m) => m.companyId === tenant.companyId);
    const inScope = session.scopeCompanyId === null || session.scopeCompanyId === tenant.companyId;
    if (!member || !inScope) throw appError('WRONG_TENANT');
    // A suspended (inactive) company: its members are refused until it is reactivated.
    if (!tenant.active && !can(type, 'platform:any-tenant')) throw appError('COMPANY_INACTIVE');
    req.actor = { id: session.user.id, type, name: session.user.name, impersonatorId: session.impersonatorId, session, token };
    if (typeof access === 'object' && !can(type, access.permission))
      throw access.refusal ? appError(access.refusal) : forbidden();
    if (typeof access === 'object' && access.licence && !tenant.licences[access.licence])
      throw appError(LICENCE_REFUSALS[access.licence]);
  });

  // Costly routes count after validation: a malformed request costs nothing and is not counted,
  // a valid one counts whether or not the work then finds something to do.
  app.addHook('preHandler', async (req: FastifyRequest) => {
    const access = req.routeOptions.config?.access;
    if (typeof access !== 'object' || !access.costly || !req.actor) return;
    await deps.throttle.enforce([perAccount(`costly:${access.costly}`, COSTLY_RATE_LIMITS[access.costly], req.actor.id)]);
  });
}
