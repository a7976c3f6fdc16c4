import { z } from 'zod';
import { idSchema, idBodySchema } from '../common/http.ts';
import { MESSAGES } from '../messages.ts';
import { PAGE_SIZE, TEXT_MAX } from '../constants.ts';
import { USER_TYPES } from '../roles.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';
import { userTypeSchema } from '../roles.ts';
import { companyRefSchema, userRefSchema } from '../common/refs.ts';
import { contactSchema } from '../contacts/schemas.ts';

const userName = z
  .string({ error: MESSAGES.userNameRequired })
  .trim()
  .min(1, { error: MESSAGES.userNameRequired })
  .max(TEXT_MAX, { error: MESSAGES.textTooLong });
const userEmail = z
  .string({ error: MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .max(TEXT_MAX, { error: MESSAGES.textTooLong })
  .regex(z.regexes.email, { error: MESSAGES.emailInvalid });
const newPassword = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(8, { error: MESSAGES.passwordTooShort })
  .max(TEXT_MAX, { error: MESSAGES.textTooLong });

const passwordsMatch = (b: { password: string; password_confirmation: string }) => b.password === b.password_confirmation;
const mismatch = { path: ['password_confirmation'], error: MESSAGES.passwordsDontMatch };

/** POST /users. The user joins the host tenant's company (an admin may name another with company_id). */
export const createUserBodySchema = z
  .object({
    name: userName,
    email: userEmail,
    type: userTypeSchema,
    password: newPassword,
    password_confirmation: z.string(),
    /** Member of the same company responsible for this user (GET /users?user_responsible). */
    user_responsible: idBodySchema.nullish(),
    /** Admins only: the company the user joins (default: the host tenant's). */
    company_id: idBodySchema.optional(),
  })
  .refine(passwordsMatch, mismatch)
  .meta({ id: 'CreateUserBody' });
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** PUT /users/{id}: any subset of name, email, type, user_responsible (passwords: change-password). */
export const updateUserBodySchema = z
  .object({
    name: userName,
    email: userEmail,
    type: userTypeSchema,
    user_responsible: idBodySchema.nullable(),
  })
  .partial()
  .meta({ id: 'UpdateUserBody' });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** POST /users/{id}/change-password. current_password is required for one's own password. */
export const changePasswordBodySchema = z
  .object({
    current_password: z.string().max(TEXT_MAX).optional(),
    password: newPassword,
    password_confirmation: z.string(),
  })
  .refine(passwordsMatch, mismatch)
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Image uploads (avatars, tenant logos): checked by their first bytes, not by name or declared type. */
/** Avatar attributes (001 §3): the options of the generated (avataaars-style) avatar. */
export const AVATAR_ATTRIBUTES = [
  'avatar_style',
  'accessories_type',
  'clothe_color',
  'clothe_type',
  'eye_type',
  'eyebrow_type',
  'facial_hair_color',
  'facial_hair_type',
  'hair_color',
  'mouth_type',
  'skin_color',
  'top_type',
  'hat_color',
  'graphic_type',
] as const;
export type AvatarAttribute = (typeof AVATAR_ATTRIBUTES)[number];

const avatarOption = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Opção de avatar inválida' });

/** POST /users/{id}/avatar as JSON: the generated avatar's attributes (replaces the previous set). */
export const avatarAttributesSchema = z
  .strictObject(
    Object.fromEntries(AVATAR_ATTRIBUTES.map((a) => [a, avatarOption.optional()])) as Record<
      AvatarAttribute,
      z.ZodOptional<typeof avatarOption>
    >,
  )
  .refine((o) => Object.values(o).some((v) => v !== undefined), { error: MESSAGES.avatarAttributesRequired })
  .meta({ id: 'AvatarAttributes' });
export type AvatarAttributes = z.infer<typeof avatarAttributesSchema>;

const avatarAttributesOut = z.record(z.string(), z.string()).nullable();

export const userSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    type: userTypeSchema,
    points: z.number().int(),
    avatar: z.string().nullable(),
    avatar_attributes: avatarAttributesOut,
    /** The user's responsible in the host tenant's company. */
    user_responsible: userRefSchema.nullable(),
    /**
     * Also a member of another company: their name, e-mail, type, password and avatar are then
     * changed by an admin only (policy canChangeMemberIdentity); which company is not said.
     */
    shared: z.boolean(),
    created_at: z.string(),
    /** With include=companies (other tenants' companies are shown to admins only). */
    companies: z.array(companyRefSchema).optional(),
    /** With include=contacts. */
    contacts: z.array(contactSchema).optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ data: userSchema }).meta({ id: 'UserResponse' });
export type UserResponse = z.infer<typeof userResponseSchema>;
export const userMessageResponseSchema = z.object({ message: z.string(), data: userSchema }).meta({ id: 'UserMessageResponse' });
export type UserMessageResponse = z.infer<typeof userMessageResponseSchema>;

export const USER_INCLUDES = ['contacts', 'companies'] as const;
export type UserInclude = (typeof USER_INCLUDES)[number];

/** GET /users/{id}?include=contacts,companies */
export const getUserQuerySchema = z.object({
  include: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.enum(USER_INCLUDES, { error: `include aceita: ${USER_INCLUDES.join(', ')}` }))),
});
export type GetUserQuery = z.infer<typeof getUserQuerySchema>;

/** role=student or role=student,tutor */
const rolesParam = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(USER_TYPES)).min(1));

/** GET /users (000 §7): search, role, user_responsible, discipline_id, tutor_id, page, per_page. */
export const listUsersQuerySchema = paginationQuery(PAGE_SIZE.users).extend({
  search: z.string().trim().max(TEXT_MAX).optional(),
  role: rolesParam.optional(),
  user_responsible: idSchema.optional(),
  /** Users enrolled (active inscription) in this discipline of the tenant. */
  discipline_id: idSchema.optional(),
  /** Students enrolled in the disciplines this tutor or teacher teaches (or owns). */
  tutor_id: idSchema.optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const userPageSchema = paginated(userSchema).meta({ id: 'UserPage' });
export type UserPage = z.infer<typeof userPageSchema>;
