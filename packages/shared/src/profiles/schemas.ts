import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { idSchema } from '../common/http.ts';
import { namesListPattern, splitNames } from '../common/formats.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';
import { USER_TYPES } from '../roles.ts';
import { CONTACT_TYPES, CONTACT_VISIBILITIES } from '../contacts/schemas.ts';
import { PROFILE_MESSAGES as M } from './messages.ts';

export const profileParamsSchema = z.object({ id: idSchema });

export const PROFILE_INCLUDES = ['avatar', 'sessions', 'contacts'] as const;
export type ProfileInclude = (typeof PROFILE_INCLUDES)[number];

/** GET /users/{id}/profile?include=avatar,sessions,contacts (001 §7) */
export const getProfileQuerySchema = z.object({
  include: z
    .string()
    .regex(namesListPattern(PROFILE_INCLUDES, { allowEmpty: true }), { error: M.includeInvalid })
    .optional()
    .transform((v) => (v ? splitNames(v) : []))
    .pipe(z.array(z.enum(PROFILE_INCLUDES, { error: M.includeInvalid }))),
});
export type GetProfileQuery = z.infer<typeof getProfileQuerySchema>;

const userTypeSchema = z.enum(USER_TYPES);

/** One week of a metric series: the Monday it starts (a date in the company's time zone) and its value. */
const weekPointSchema = z.object({ week_start: z.string(), value: z.number() });

/** Study time from study_sessions in this company (include=sessions). */
export const profileSessionSchema = z
  .object({
    total_seconds: z.number().int(),
    week_seconds: z.number().int(),
    sessions_count: z.number().int(),
    /** Days in a row with a session, ending today or yesterday (the company's calendar days). */
    consecutive_days: z.number().int(),
    last_access_at: z.string().nullable(),
  })
  .meta({ id: 'ProfileSession' });

export const profileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: userTypeSchema,
    /** Picture URL, when the user uploaded one. */
    avatar: z.string().nullable(),
    /** The generated avatar's attributes (include=avatar; null otherwise or when none). */
    avatar_attributes: z.record(z.string(), z.string()).nullable(),
    followers: z.number().int(),
    following: z.number().int(),
    is_following: z.boolean(),
    resume: z.string().nullable(),
    city: z.string().nullable(),
    /** Points earned in this company (its points ledger). */
    points: z.number().int(),
    achievements_count: z.number().int(),
    /** Distinct active students in the disciplines where this user tutors or teaches. */
    students_count: z.number().int(),
    /** Disciplines with an active enrolment of this user (any role). */
    disciplines_count: z.number().int(),
    /** The tutor's weekly hours setting in this company, when set. */
    weekly_hours: z.number().int().nullable(),
    /**
     * include=contacts; null otherwise. Only those the caller may see: public ones, staff-only ones
     * for staff (contacts:see-staff-only), private ones for the owner alone.
     */
    contacts: z
      .array(
        z.object({
          type: z.enum(CONTACT_TYPES),
          email: z.string().nullable(),
          phone_number: z.string().nullable(),
          visibility: z.enum(CONTACT_VISIBILITIES),
        }),
      )
      .nullable(),
    /** include=sessions; null otherwise. */
    session: profileSessionSchema.nullable(),
    metrics: z
      .object({
        /** Hours studied per week, the last PROFILE_METRIC_WEEKS weeks, oldest first. */
        hours_metrics: z.array(weekPointSchema),
        /** Points earned per week, same weeks. */
        points_metrics: z.array(weekPointSchema),
      })
      .nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ data: profileSchema }).meta({ id: 'ProfileResponse' });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** Longest "Sobre" (resume) and city a profile keeps. */
export const PROFILE_RESUME_MAX = 1000;
export const PROFILE_CITY_MAX = 120;

/** An empty text clears the field (null), as a cleared input sends it. */
const blankAsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * PUT /users/{id}/profile: the owner's "Sobre" and city (issue 29 item 14); either may be left out
 * (unchanged) or emptied (null or blank clears it).
 */
export const updateProfileBodySchema = z
  .object({
    resume: z.preprocess(blankAsNull, z.string().trim().max(PROFILE_RESUME_MAX, { error: M.profileResumeTooLong }).nullable()),
    city: z.preprocess(blankAsNull, z.string().trim().max(PROFILE_CITY_MAX, { error: M.profileCityTooLong }).nullable()),
  })
  .partial()
  .meta({ id: 'UpdateProfileBody' });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
export const profileMessageResponseSchema = z
  .object({ message: z.string(), data: profileSchema })
  .meta({ id: 'ProfileMessageResponse' });

/** GET /users/{id}/followers, GET /users/{id}/following */
export const listFollowsQuerySchema = paginationQuery(PAGE_SIZE.follows);
export type ListFollowsQuery = z.infer<typeof listFollowsQuerySchema>;
export const followUserSchema = z
  .object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable(), type: userTypeSchema })
  .meta({ id: 'FollowUser' });
export type FollowUser = z.infer<typeof followUserSchema>;
export const followPageSchema = paginated(followUserSchema).meta({ id: 'FollowPage' });
export type FollowPage = z.infer<typeof followPageSchema>;

/** POST /users/{id}/follow (toggle; 001 §7 "response following") */
export const followResponseSchema = z
  .object({ following: z.boolean(), followers: z.number().int() })
  .meta({ id: 'FollowResponse' });
export type FollowResponse = z.infer<typeof followResponseSchema>;

/** Optional: the state to set (a replay then changes nothing); without it the follow toggles. */
export const followBodySchema = z
  .object({ following: z.boolean().optional() })
  // Fastify hands a request without a body over as null.
  .nullish()
  .meta({ id: 'FollowBody', description: 'Omit to toggle; send following to set that state (idempotent).' });
export type FollowBody = z.infer<typeof followBodySchema>;
