import type { BadgeCredentialSummary } from '@trilha/shared/badges';
import { tenantWebOrigin } from '../../config.ts';
import type { Tenant } from '../../tenancy/tenant.ts';

/**
 * The Open Badges 3.0 credential of an earned badge (a W3C Verifiable Credential of type
 * OpenBadgeCredential, 1EdTech OB 3.0 §8.2 VC-JWT: the JWT payload is the credential itself, with
 * `iss`, `sub`, `jti` and `nbf` beside it). Its URIs are the tenant's web origin, so the issuer is
 * the company as its learners know it.
 */
export const OB_CONTEXTS = ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'];
export const OB_TYPES = ['VerifiableCredential', 'OpenBadgeCredential'];

export type EarnedBadge = {
  userBadgeId: number;
  awardedAt: Date;
  user: { id: number; name: string };
  badge: { id: number; key: string; name: string; description: string; image: string | null };
};

export const issuerOrigin = (template: string, tenant: Pick<Tenant, 'domain'>): string =>
  tenantWebOrigin(template, tenant.domain);

const absolute = (origin: string, src: string): string =>
  /^https?:/i.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`;

export function openBadgeCredential(origin: string, tenant: Pick<Tenant, 'companyId' | 'name'>, e: EarnedBadge) {
  return {
    '@context': OB_CONTEXTS,
    id: `urn:trilha:credential:${tenant.companyId}:${e.userBadgeId}`,
    type: OB_TYPES,
    issuer: { id: origin, type: ['Profile'], name: tenant.name, url: origin },
    validFrom: e.awardedAt.toISOString(),
    name: e.badge.name,
    credentialSubject: {
      id: `${origin}/profile/${e.user.id}`,
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: e.user.name }],
      achievement: {
        id: `${origin}/badges/${encodeURIComponent(e.badge.key)}`,
        type: ['Achievement'],
        name: e.badge.name,
        description: e.badge.description,
        criteria: { narrative: e.badge.description },
        ...(e.badge.image ? { image: { id: absolute(origin, e.badge.image), type: 'Image' } } : {}),
      },
    },
  };
}
export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;

/** What a verified credential says, read defensively (its shape was checked by `isOpenBadgeCredential`). */
export function summarise(c: OpenBadgeCredential): BadgeCredentialSummary {
  const a = c.credentialSubject.achievement;
  return {
    id: c.id,
    issuer: { id: c.issuer.id, name: c.issuer.name },
    achievement: { id: a.id, name: a.name, description: a.description, image: 'image' in a && a.image ? a.image.id : null },
    earner: { id: c.credentialSubject.id, name: c.credentialSubject.identifier[0]?.identityHash ?? '' },
    valid_from: c.validFrom,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): v is string => typeof v === 'string';

/** The payload is an OpenBadgeCredential of this issuer, and its registered claims agree with it. */
export function isOpenBadgeCredential(
  p: Record<string, unknown>,
  origin: string,
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
    issuer.id === origin &&
    p.iss === origin &&
    str(issuer.name) &&
    str(p.validFrom) &&
    isObject(subject) &&
    str(subject.id) &&
    p.sub === subject.id &&
    Array.isArray(subject.identifier) &&
    isObject(achievement) &&
    str(achievement.id) &&
    str(achievement.name) &&
    str(achievement.description)
  );
}
