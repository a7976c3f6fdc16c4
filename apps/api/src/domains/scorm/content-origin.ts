import type { AppDeps } from '../../deps.ts';
import { originOf, tenantWebOrigin } from '../../config.ts';
import type { Tenant } from '../../kit/tenant.ts';

/** The web client's origin for a tenant: the only one allowed to frame the player and to talk to it. */
export const webOriginOf = (deps: Pick<AppDeps, 'config'>, tenant: Tenant): string =>
  originOf(tenantWebOrigin(deps.config.WEB_URL_TEMPLATE, tenant.domain));

/**
 * The origin package files are served from: SCORM_CONTENT_URL when set, else the origin this
 * request reached the API on. Never the web client's own origin (there a package's scripts could
 * read the signed-in user's token): that configuration is refused.
 */
export function contentOriginOf(deps: Pick<AppDeps, 'config'>, tenant: Tenant, requestOrigin: string): string {
  const origin = deps.config.SCORM_CONTENT_URL
    ? originOf(deps.config.SCORM_CONTENT_URL.replaceAll('{tenant}', tenant.domain))
    : originOf(requestOrigin);
  if (origin === webOriginOf(deps, tenant))
    throw new Error('SCORM content would be served on the web client origin: set SCORM_CONTENT_URL to another origin');
  return origin;
}
