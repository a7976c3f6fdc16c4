import { z } from 'zod';

/** A company as other records reference it. */
export const companyRefSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'CompanyRef' });
export type CompanyRef = z.infer<typeof companyRefSchema>;

/** A user as other records reference it (a company's responsible, a member's responsible). */
export const userRefSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'UserRef' });
export type UserRef = z.infer<typeof userRefSchema>;
