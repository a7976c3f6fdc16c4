import type { JWK } from 'jose';
import type { PublicAchievement, PublicAchievementList, PublicAward, PublicIssuerProfile } from '@trilha/shared/gamification';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../kit/errors.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { CREDENTIAL_ALG, publicKeys } from './issuer-keys.ts';
import { signCredential } from './badge-credentials.ts';
import { achievement, badgeUrls, issuerProfile, OB_CONTEXTS, type BadgeUrls } from './open-badge-credential.ts';

/**
 * The public side of a company's badges (docs/gamification.md "Public pages"), reached on its own
 * host without signing in: what an outside verifier dereferences from a credential, and what the
 * public web pages show. Each read is confined to the host's company (another company's award or
 * badge is a 404 here) and says nothing the earner did not share: an award is reached only by its
 * unguessable public id, and shows the earner's name, the badge, the date and the company.
 */

const jwk = (urls: BadgeUrls, k: { kid: string; publicJwk: JWK }) => ({
  kty: String(k.publicJwk.kty),
  crv: String(k.publicJwk.crv),
  x: String(k.publicJwk.x),
  kid: urls.kid(k.kid),
  alg: CREDENTIAL_ALG,
  use: 'sig',
});

/** GET /badges/issuer/jwks: the company's public keys (none until its first credential). */
export async function issuerJwks(deps: Pick<AppDeps, 'config' | 'db'>, tenant: Tenant) {
  const urls = badgeUrls(deps.config, tenant);
  return { keys: (await publicKeys(deps.db, tenant.companyId)).map((k) => jwk(urls, k)) };
}

/** GET /badges/issuer: the company as an OB 3.0 Profile, its keys as verification methods. */
export async function issuerProfileDocument(deps: Pick<AppDeps, 'config' | 'db'>, tenant: Tenant): Promise<PublicIssuerProfile> {
  const urls = badgeUrls(deps.config, tenant);
  const profile = issuerProfile(urls, tenant);
  const keys = (await publicKeys(deps.db, tenant.companyId)).map((k) => jwk(urls, k));
  return {
    '@context': OB_CONTEXTS,
    ...profile,
    verificationMethod: keys.map((k) => ({ id: k.kid, type: 'JsonWebKey', controller: profile.id, publicKeyJwk: k })),
    jwks_uri: urls.jwks,
  };
}

type BadgeRow = { key: string; name: string; description: string; image: string | null };
const badgeSelect = { key: true, name: true, description: true, image: true } as const;

const achievementDocument = (urls: BadgeUrls, tenant: Tenant, b: BadgeRow): PublicAchievement => ({
  '@context': OB_CONTEXTS,
  ...achievement(urls, b),
  key: b.key,
  creator: issuerProfile(urls, tenant),
});

/** GET /badges/achievements: the company's badges, by name (the issuer's public page). */
export async function listPublicAchievements(
  deps: Pick<AppDeps, 'config' | 'db'>,
  tenant: Tenant,
): Promise<PublicAchievementList> {
  const urls = badgeUrls(deps.config, tenant);
  const rows = await deps.db.badge.findMany({
    where: { companyId: tenant.companyId },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: badgeSelect,
    take: 200,
  });
  return { issuer: issuerProfile(urls, tenant), data: rows.map((b) => achievementDocument(urls, tenant, b)) };
}

/** GET /badges/achievements/{key}: one badge of the company, as OB 3.0 describes an Achievement. */
export async function getPublicAchievement(
  deps: Pick<AppDeps, 'config' | 'db'>,
  tenant: Tenant,
  key: string,
): Promise<PublicAchievement> {
  const b = await deps.db.badge.findFirst({ where: { companyId: tenant.companyId, key }, select: badgeSelect });
  if (!b) throw appError('BADGE_NOT_FOUND');
  return achievementDocument(badgeUrls(deps.config, tenant), tenant, b);
}

/** GET /badges/awards/{publicId}: one award and its signed credential, for its public page. */
export async function getPublicAward(
  deps: Pick<AppDeps, 'config' | 'db'>,
  tenant: Tenant,
  publicId: string,
): Promise<PublicAward> {
  const award = await deps.db.userBadge.findFirst({
    where: { companyId: tenant.companyId, publicId },
    select: { publicId: true, awardedAt: true, user: { select: { name: true } }, badge: { select: badgeSelect } },
  });
  if (!award) throw appError('BADGE_NOT_FOUND');
  const urls = badgeUrls(deps.config, tenant);
  return {
    id: urls.award(award.publicId),
    earner: { name: award.user.name },
    achievement: achievementDocument(urls, tenant, award.badge),
    issuer: issuerProfile(urls, tenant),
    awarded_at: award.awardedAt.toISOString(),
    credential: await signCredential(deps, tenant, award),
  };
}
