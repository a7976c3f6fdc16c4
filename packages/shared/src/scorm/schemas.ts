import { z } from 'zod';
import { idSchema } from '../common/http.ts';

/** The two SCORM editions Trilha plays (read from imsmanifest.xml at upload). */
export const SCORM_VERSIONS = ['1.2', '2004'] as const;
export const scormVersionSchema = z.enum(SCORM_VERSIONS);
export type ScormVersion = z.infer<typeof scormVersionSchema>;

export const scormItemParamsSchema = z.object({ materialItemId: idSchema });

/**
 * A learner's run-time data as scorm-again flattens it (`cmi.core.lesson_status` → 'completed'):
 * what the player commits and loads back. Bounded: SCORM 2004's largest field (suspend_data) is
 * 64,000 characters, and a package has at most a few hundred interactions/objectives fields.
 */
export const SCORM_CMI_MAX_KEYS = 4000;
export const scormCmiSchema = z
  .record(
    z
      .string()
      .min(1)
      .max(255)
      .regex(/^cmi\.[A-Za-z0-9_.]+$/),
    z.union([z.string().max(65_536), z.number(), z.boolean(), z.null()]),
  )
  .refine((cmi) => Object.keys(cmi).length <= SCORM_CMI_MAX_KEYS, { message: `No máximo ${SCORM_CMI_MAX_KEYS} campos` })
  .describe(`Flattened cmi data (keys cmi.*), at most ${SCORM_CMI_MAX_KEYS} keys`);
export type ScormCmi = z.infer<typeof scormCmiSchema>;

export const saveScormCmiBodySchema = z.object({ cmi: scormCmiSchema });
export type SaveScormCmiBody = z.infer<typeof saveScormCmiBodySchema>;

export const scormAttemptSchema = z
  .object({
    material_item_id: z.number().int(),
    version: scormVersionSchema,
    cmi: scormCmiSchema,
    /** 1.2 cmi.core.lesson_status, or 2004 cmi.completion_status / cmi.success_status. */
    lesson_status: z.string().nullable(),
    completion_status: z.string().nullable(),
    success_status: z.string().nullable(),
    score_raw: z.number().nullable(),
    /** The item is done for this learner (completed or passed), so its progress is checked. */
    completed: z.boolean(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'ScormAttempt' });
export type ScormAttempt = z.infer<typeof scormAttemptSchema>;

export const scormAttemptResponseSchema = z.object({ data: scormAttemptSchema });

export const saveScormCmiResponseSchema = z.object({
  message: z.string(),
  data: scormAttemptSchema,
  /** Set when this commit completed the item: the progress it now has (as the mark route answers). */
  material_progress: z.number().nullable(),
  discipline_progress: z.number().nullable(),
});
export type SaveScormCmiResponse = z.infer<typeof saveScormCmiResponseSchema>;

export const scormLaunchSchema = z
  .object({
    /** The player page on the content origin; it frames the package and relays the SCORM API. */
    launch_url: z.string(),
    /** The origin launch_url is on: the only origin the web player accepts SCORM calls from. */
    content_origin: z.string(),
    version: scormVersionSchema,
    entry_point: z.string(),
    expires_at: z.string(),
    /** The item's title and discipline, for the player's heading and way back. */
    title: z.string(),
    discipline_id: z.number().int(),
    /** The caller's saved data, so the player starts without a second request. */
    attempt: scormAttemptSchema,
  })
  .meta({ id: 'ScormLaunch' });
export type ScormLaunch = z.infer<typeof scormLaunchSchema>;
export const scormLaunchResponseSchema = z.object({ data: scormLaunchSchema });
