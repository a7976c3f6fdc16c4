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
    earner: z.object({ id: z.string(), name: z.string() }),
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
