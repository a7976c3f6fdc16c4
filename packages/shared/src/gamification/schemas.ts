import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { idSchema } from '../common/http.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';
import { BADGE_MESSAGES as M } from './messages.ts';

/** GET /badges/users/{userId} */
export const badgeUserParamsSchema = z.object({ userId: idSchema });
export const listUserBadgesQuerySchema = paginationQuery(PAGE_SIZE.badges);
export type ListUserBadgesQuery = z.infer<typeof listUserBadgesQuerySchema>;

/** A badge a user earned (001 §3 Badge: name, description, image; and when). */
export const userBadgeSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    points: z.number().int(),
    awarded_at: z.string(),
    /** The award's public page (its credential id) for the earner and staff who may share it; null for others. */
    public_url: z.string().nullable(),
  })
  .meta({ id: 'UserBadge' });
export type UserBadge = z.infer<typeof userBadgeSchema>;
export const userBadgePageSchema = paginated(userBadgeSchema).meta({ id: 'UserBadgePage' });
export type UserBadgePage = z.infer<typeof userBadgePageSchema>;

/** GET /badges/users/{userId}/{badgeId}/credential */
export const badgeCredentialParamsSchema = z.object({ userId: idSchema, badgeId: idSchema });

/** A compact JWS (VC-JWT, Open Badges 3.0 §8.2): three base64url parts. */
export const BADGE_CREDENTIAL_MAX = 16_384;
const compactJws = z
  .string({ error: M.badgeCredentialRequired })
  .trim()
  .min(1, { error: M.badgeCredentialRequired })
  .max(BADGE_CREDENTIAL_MAX, { error: M.badgeCredentialInvalid })
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { error: M.badgeCredentialInvalid });

/** What the credential says, once verified (or as issued). */
export const badgeCredentialSummarySchema = z
  .object({
    id: z.string(),
    issuer: z.object({ id: z.string(), name: z.string() }),
    achievement: z.object({ id: z.string(), name: z.string(), description: z.string(), image: z.string().nullable() }),
    earner: z.object({ id: z.string().nullable(), name: z.string() }),
    valid_from: z.string(),
  })
  .meta({ id: 'BadgeCredentialSummary' });
export type BadgeCredentialSummary = z.infer<typeof badgeCredentialSummarySchema>;

export const badgeCredentialResponseSchema = z
  .object({
    /** The signed credential, a VC-JWT: what a wallet or verifier takes. */
    credential: z.string(),
    /** Its media type (`application/vc+jwt`) and a file name to save it under. */
    media_type: z.string(),
    filename: z.string(),
  })
  .meta({ id: 'BadgeCredential' });
export type BadgeCredentialResponse = z.infer<typeof badgeCredentialResponseSchema>;

/** POST /badges/verify */
export const verifyBadgeCredentialBodySchema = z.object({ credential: compactJws }).meta({ id: 'VerifyBadgeCredentialBody' });
export type VerifyBadgeCredentialBody = z.infer<typeof verifyBadgeCredentialBodySchema>;
export const verifiedBadgeCredentialSchema = z
  .object({ message: z.string(), verified: z.literal(true), credential: badgeCredentialSummarySchema })
  .meta({ id: 'VerifiedBadgeCredential' });
export type VerifiedBadgeCredential = z.infer<typeof verifiedBadgeCredentialSchema>;

// Public pages (docs/gamification.md "Public pages"): what anyone reaches without signing in.

/** GET /badges/achievements/{key} and GET /badges/awards/{publicId} */
export const publicAchievementParamsSchema = z.object({
  key: z
    .string()
    .max(100)
    .regex(/^[a-z0-9][a-z0-9_-]*$/, { error: M.badgeNotFound }),
});
export const publicAwardParamsSchema = z.object({ publicId: z.uuid({ error: M.badgeNotFound }) });

const imageSchema = z.object({ id: z.string(), type: z.literal('Image') });

/** The issuer (OB 3.0 Profile): the company, named by its public URLs only. */
export const publicIssuerSchema = z
  .object({ id: z.string(), type: z.array(z.string()), name: z.string(), url: z.string() })
  .meta({ id: 'BadgeIssuer' });

/** A public key of the issuer (JWK, Ed25519), named by its URI (`<jwks>#<thumbprint>`). */
export const publicJwkSchema = z
  .object({ kty: z.string(), crv: z.string(), x: z.string(), kid: z.string(), alg: z.string(), use: z.string() })
  .meta({ id: 'BadgeIssuerKey' });

/** GET /badges/issuer: the company's Profile, with the keys it signs credentials with. */
export const publicIssuerProfileSchema = publicIssuerSchema
  .extend({
    '@context': z.array(z.string()),
    /** Controlled-identifier style: each key's id is the `kid` its credentials carry. */
    verificationMethod: z.array(
      z.object({ id: z.string(), type: z.literal('JsonWebKey'), controller: z.string(), publicKeyJwk: publicJwkSchema }),
    ),
    /** Where the same keys are as a JWK Set. */
    jwks_uri: z.string(),
  })
  .meta({ id: 'BadgeIssuerProfile' });
export type PublicIssuerProfile = z.infer<typeof publicIssuerProfileSchema>;

/** GET /badges/issuer/jwks */
export const publicJwksSchema = z.object({ keys: z.array(publicJwkSchema) }).meta({ id: 'BadgeIssuerJwks' });

/** An achievement as OB 3.0 describes it, with its issuer (`creator`) and the key the web translates it by. */
export const publicAchievementSchema = z
  .object({
    '@context': z.array(z.string()),
    id: z.string(),
    type: z.array(z.string()),
    key: z.string(),
    name: z.string(),
    description: z.string(),
    criteria: z.object({ id: z.string(), narrative: z.string() }),
    image: imageSchema.optional(),
    creator: publicIssuerSchema,
  })
  .meta({ id: 'BadgeAchievement' });
export type PublicAchievement = z.infer<typeof publicAchievementSchema>;

/** GET /badges/achievements: the company's badges (the issuer's public page). */
export const publicAchievementListSchema = z
  .object({ issuer: publicIssuerSchema, data: z.array(publicAchievementSchema) })
  .meta({ id: 'BadgeAchievementList' });
export type PublicAchievementList = z.infer<typeof publicAchievementListSchema>;

/**
 * GET /badges/awards/{publicId}: one award, as public as its earner made it by sharing its link:
 * the earner's name, the badge, the date, the company, and the signed credential to check them by.
 */
export const publicAwardSchema = z
  .object({
    id: z.string(),
    earner: z.object({ name: z.string() }),
    achievement: publicAchievementSchema,
    issuer: publicIssuerSchema,
    awarded_at: z.string(),
    /** The OpenBadgeCredential (VC-JWT) that says all of the above, signed with a key of the issuer's JWKS. */
    credential: z.string(),
  })
  .meta({ id: 'BadgeAward' });
export type PublicAward = z.infer<typeof publicAwardSchema>;
