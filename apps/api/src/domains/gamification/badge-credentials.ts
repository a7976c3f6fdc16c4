import { SignJWT, decodeProtectedHeader, jwtVerify } from 'jose';
import { can } from '@trilha/shared';
import { BADGE_MESSAGES, type BadgeCredentialResponse, type VerifiedBadgeCredential } from '@trilha/shared/gamification';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../kit/errors.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { CREDENTIAL_ALG, signingKey, verificationKey } from './issuer-keys.ts';
import { badgeUrls, isOpenBadgeCredential, openBadgeCredential, summarise, type EarnedBadge } from './open-badge-credential.ts';
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
 * The award signed as an OpenBadgeCredential (VC-JWT, EdDSA with the company's current key). The
 * header names the key by its URI in the company's public JWKS (`kid`) and carries no key of its
 * own: a verifier takes the key from the issuer's published keys, never from the token.
 */
export async function signCredential(deps: Pick<AppDeps, 'config' | 'db'>, tenant: Tenant, earned: EarnedBadge): Promise<string> {
  const urls = badgeUrls(deps.config, tenant);
  const credential = openBadgeCredential(urls, tenant, earned);
  const key = await deps.db.$transaction((tx) => signingKey(tx, deps.config.BADGE_KEYS_SECRET, tenant.companyId));
  return new SignJWT(credential)
    .setProtectedHeader({ alg: CREDENTIAL_ALG, typ: 'JWT', kid: urls.kid(key.kid) })
    .setIssuer(credential.issuer.id)
    .setJti(credential.id)
    .setNotBefore(Math.floor(earned.awardedAt.getTime() / 1000))
    .sign(key.privateKey);
}

/**
 * GET /badges/users/{userId}/{badgeId}/credential: the earned badge as a signed Open Badges 3.0
 * credential. Only its earner, or staff who may (`badges:credential-any`): the credential names the learner.
 */
export async function issueBadgeCredential(
  deps: Pick<AppDeps, 'config' | 'db'>,
  tenant: Tenant,
  actor: Actor,
  p: { userId: number; badgeId: number },
): Promise<BadgeCredentialResponse> {
  if (actor.id !== p.userId && !can(actor.type, 'badges:credential-any')) throw appError('BADGE_CREDENTIAL_FORBIDDEN');
  const user = await requireMember(deps, tenant, p.userId);
  const earned = await deps.db.userBadge.findFirst({
    where: { companyId: tenant.companyId, userId: p.userId, badgeId: p.badgeId },
    select: { publicId: true, awardedAt: true, badge: { select: { key: true, name: true, description: true, image: true } } },
  });
  if (!earned) throw appError('BADGE_NOT_EARNED');
  return {
    credential: await signCredential(deps, tenant, { ...earned, user }),
    media_type: CREDENTIAL_MEDIA_TYPE,
    filename: `${fileName(earned.badge.name)}.jwt`,
  };
}

/**
 * POST /badges/verify (public): the credential is this company's (its `kid` names a key the company
 * holds: the URI in its JWKS, or the bare thumbprint of credentials issued before), its EdDSA
 * signature is good, and its payload is an OpenBadgeCredential of this issuer whose registered
 * claims agree with it. Anything else, tampering included, is one 422.
 */
export async function verifyBadgeCredential(
  deps: Pick<AppDeps, 'config' | 'db'>,
  tenant: Tenant,
  jwt: string,
): Promise<VerifiedBadgeCredential> {
  const invalid = () => appError('BADGE_CREDENTIAL_INVALID');
  const urls = badgeUrls(deps.config, tenant);
  let kid: unknown;
  try {
    const header = decodeProtectedHeader(jwt);
    if (header.alg !== CREDENTIAL_ALG) throw invalid();
    kid = header.kid;
  } catch {
    throw invalid();
  }
  if (typeof kid !== 'string' || kid.length > 400) throw invalid();
  const thumbprint = kid.startsWith(`${urls.jwks}#`) ? kid.slice(urls.jwks.length + 1) : kid;
  const key = thumbprint.includes('/') ? null : await verificationKey(deps.db, tenant.companyId, thumbprint);
  if (!key) throw invalid();
  const payload = await jwtVerify(jwt, key, { algorithms: [CREDENTIAL_ALG], issuer: [urls.issuer, urls.legacyIssuer] }).then(
    (r) => r.payload as Record<string, unknown>,
    () => null,
  );
  if (!payload || !isOpenBadgeCredential(payload, [urls.issuer, urls.legacyIssuer])) throw invalid();
  return { message: BADGE_MESSAGES.badgeCredentialVerified, verified: true, credential: summarise(payload) };
}
