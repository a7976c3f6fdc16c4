import type { BadgeCredentialSummary } from '@trilha/shared/gamification';
import { tenantWebOrigin } from '../../config.ts';
import type { Tenant } from '../../kit/tenant.ts';

/**
 * The Open Badges 3.0 credential of an earned badge (a W3C Verifiable Credential of type
 * OpenBadgeCredential, 1EdTech OB 3.0 §8.2 VC-JWT: the JWT payload is the credential itself, with
 * `iss`, `jti` and `nbf` beside it). Every id in it dereferences without signing in
 * (docs/gamification.md "Public pages"): the issuer id is the company's Profile (JSON, on the API),
 * whose keys are in its JWKS; the credential and achievement ids are public web pages.
 */
export const OB_CONTEXTS = ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'];
export const OB_TYPES = ['VerifiableCredential', 'OpenBadgeCredential'];

export type EarnedBadge = {
  publicId: string;
  awardedAt: Date;
  user: { name: string };
  badge: { key: string; name: string; description: string; image: string | null };
};

/** The public URLs of a company's badges: where each id of a credential leads. */
export type BadgeUrls = ReturnType<typeof badgeUrls>;
export function badgeUrls(config: { WEB_URL_TEMPLATE: string; API_URL_TEMPLATE: string }, tenant: Pick<Tenant, 'domain'>) {
  const web = tenantWebOrigin(config.WEB_URL_TEMPLATE, tenant.domain);
  const api = tenantWebOrigin(config.API_URL_TEMPLATE, tenant.domain);
  const issuer = `${api}/badges/issuer`;
  const jwks = `${issuer}/jwks`;
  return {
    web,
    /** The issuer Profile (JSON): the credential's `issuer.id` and `iss`. */
    issuer,
    /** The issuer's public keys (a JWK Set); a key's id is `<jwks>#<thumbprint>`. */
    jwks,
    kid: (thumbprint: string) => `${jwks}#${thumbprint}`,
    /** The public page of the company's badges: the issuer's `url`. */
    issuerPage: `${web}/badges`,
    achievement: (key: string) => `${web}/badges/${encodeURIComponent(key)}`,
    achievementJson: (key: string) => `${api}/badges/achievements/${encodeURIComponent(key)}`,
    award: (publicId: string) => `${web}/badges/awards/${publicId}`,
    image: (src: string) => (/^https?:/i.test(src) ? src : `${web}${src.startsWith('/') ? '' : '/'}${src}`),
    /** What credentials issued before the public URLs named as their issuer (the web origin): still verified. */
    legacyIssuer: web,
  };
}

/** The issuer as the credential and its Profile name it (OB 3.0 Profile). */
export const issuerProfile = (urls: BadgeUrls, tenant: Pick<Tenant, 'name'>) => ({
  id: urls.issuer,
  type: ['Profile'],
  name: tenant.name,
  url: urls.issuerPage,
});

/** An achievement as the credential and its public JSON describe it (OB 3.0 Achievement). */
export const achievement = (urls: BadgeUrls, badge: EarnedBadge['badge']) => ({
  id: urls.achievement(badge.key),
  type: ['Achievement'],
  name: badge.name,
  description: badge.description,
  criteria: { id: urls.achievement(badge.key), narrative: badge.description },
  ...(badge.image ? { image: { id: urls.image(badge.image), type: 'Image' as const } } : {}),
});

export function openBadgeCredential(urls: BadgeUrls, tenant: Pick<Tenant, 'name'>, e: EarnedBadge) {
  return {
    '@context': OB_CONTEXTS,
    id: urls.award(e.publicId),
    type: OB_TYPES,
    issuer: issuerProfile(urls, tenant),
    validFrom: e.awardedAt.toISOString(),
    name: e.badge.name,
    // No subject `id`: the member's profile is behind sign-in. The earner is named (OB 3.0 allows
    // `identifier` instead of `id`), and only the name: what the public award page shows.
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: e.user.name }],
      achievement: achievement(urls, e.badge),
    },
  };
}
export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;

/** What a verified credential says, read defensively (its shape was checked by `isOpenBadgeCredential`). */
export function summarise(c: OpenBadgeCredential & { credentialSubject: { id?: string } }): BadgeCredentialSummary {
  const a = c.credentialSubject.achievement;
  return {
    id: c.id,
    issuer: { id: c.issuer.id, name: c.issuer.name },
    achievement: { id: a.id, name: a.name, description: a.description, image: 'image' in a && a.image ? a.image.id : null },
    earner: { id: c.credentialSubject.id ?? null, name: c.credentialSubject.identifier[0]?.identityHash ?? '' },
    valid_from: c.validFrom,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): v is string => typeof v === 'string';

/** The payload is an OpenBadgeCredential of one of these issuer ids, and its registered claims agree with it. */
export function isOpenBadgeCredential(
  p: Record<string, unknown>,
  issuers: readonly string[],
): p is Record<string, unknown> & OpenBadgeCredential {
  const issuer = p.issuer;
  const subject = p.credentialSubject;
  const achievement = isObject(subject) ? subject.achievement : undefined;
  return (
    Array.isArray(p.type) &&
    OB_TYPES.every((t) => (p.type as unknown[]).includes(t)) &&
    Array.isArray(p['@context']) &&
    p['@context'][0] === OB_CONTEXTS[0] &&
    str(p.id) &&
    p.jti === p.id &&
    isObject(issuer) &&
    str(issuer.id) &&
    issuers.includes(issuer.id) &&
    p.iss === issuer.id &&
    str(issuer.name) &&
    str(p.validFrom) &&
    isObject(subject) &&
    // `sub` is the subject's id when it has one (VC-JWT), and absent when it has none.
    (subject.id === undefined ? p.sub === undefined : str(subject.id) && p.sub === subject.id) &&
    Array.isArray(subject.identifier) &&
    isObject(achievement) &&
    str(achievement.id) &&
    str(achievement.name) &&
    str(achievement.description)
  );
}
