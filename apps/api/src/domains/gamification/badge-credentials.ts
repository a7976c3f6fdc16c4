import { SignJWT, decodeProtectedHeader, jwtVerify } from 'jose';
import { can } from '@trilha/shared';
import { BADGE_MESSAGES, type BadgeCredentialResponse, type VerifiedBadgeCredential } from '@trilha/shared/badges';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { CREDENTIAL_ALG, signingKey, verificationKey } from './issuer-keys.ts';
import { isOpenBadgeCredential, issuerOrigin, openBadgeCredential, summarise } from './open-badge-credential.ts';
import { requireMember } from './list-user-badges.ts';

export const CREDENTIAL_MEDIA_TYPE = 'application/vc+jwt';

/** A file name from the badge's name: ASCII letters and digits, dashes between. */
const fileName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'conquista';

/**
 * GET /badges/users/{userId}/{badgeId}/credential: the earned badge as a signed Open Badges 3.0
 * credential (VC-JWT, EdDSA with the company's key). Only its earner, or staff who may
 * (`badges:credential-any`): the credential names the learner.
 */
export async function issueBadgeCredential(
  deps: AppDeps,
  tenant: Tenant,
  actor: Actor,
  p: { userId: number; badgeId: number },
): Promise<BadgeCredentialResponse> {
  if (actor.id !== p.userId && !can(actor.type, 'badges:credential-any')) throw appError('BADGE_CREDENTIAL_FORBIDDEN');
  const user = await requireMember(deps, tenant, p.userId);
  const earned = await deps.db.userBadge.findFirst({
    where: { companyId: tenant.companyId, userId: p.userId, badgeId: p.badgeId },
    select: { id: true, awardedAt: true, badge: { select: { id: true, key: true, name: true, description: true, image: true } } },
  });
  if (!earned) throw appError('BADGE_NOT_EARNED');

  const origin = issuerOrigin(deps.config.WEB_URL_TEMPLATE, tenant);
  const credential = openBadgeCredential(origin, tenant, {
    userBadgeId: earned.id,
    awardedAt: earned.awardedAt,
    user,
    badge: earned.badge,
  });
  const key = await deps.db.$transaction((tx) => signingKey(tx, deps.config.BADGE_KEYS_SECRET, tenant.companyId));
  const jwt = await new SignJWT(credential)
    // The public key travels in the header (OB 3.0 §8.2.3); the verifier trusts it only if the issuer's own `kid` names it.
    .setProtectedHeader({ alg: CREDENTIAL_ALG, typ: 'JWT', kid: key.kid, jwk: key.publicJwk })
    .setIssuer(origin)
    .setSubject(credential.credentialSubject.id)
    .setJti(credential.id)
    .setNotBefore(Math.floor(earned.awardedAt.getTime() / 1000))
    .sign(key.privateKey);
  return {
    credential: jwt,
    media_type: CREDENTIAL_MEDIA_TYPE,
    filename: `${fileName(earned.badge.name)}.jwt`,
  };
}

/**
 * POST /badges/verify (public): the credential is this company's (its key, by `kid`, is one the
 * company holds), its EdDSA signature is good, and its payload is an OpenBadgeCredential whose
 * registered claims agree with it. Anything else, tampering included, is one 422.
 */
export async function verifyBadgeCredential(deps: AppDeps, tenant: Tenant, jwt: string): Promise<VerifiedBadgeCredential> {
  const invalid = () => appError('BADGE_CREDENTIAL_INVALID');
  let kid: unknown;
  try {
    const header = decodeProtectedHeader(jwt);
    if (header.alg !== CREDENTIAL_ALG) throw invalid();
    kid = header.kid;
  } catch {
    throw invalid();
  }
  if (typeof kid !== 'string' || kid.length > 200) throw invalid();
  const key = await verificationKey(deps.db, tenant.companyId, kid);
  if (!key) throw invalid();
  const origin = issuerOrigin(deps.config.WEB_URL_TEMPLATE, tenant);
  const payload = await jwtVerify(jwt, key, { algorithms: [CREDENTIAL_ALG], issuer: origin }).then(
    (r) => r.payload as Record<string, unknown>,
    () => null,
  );
  if (!payload || !isOpenBadgeCredential(payload, origin)) throw invalid();
  return { message: BADGE_MESSAGES.badgeCredentialVerified, verified: true, credential: summarise(payload) };
}
