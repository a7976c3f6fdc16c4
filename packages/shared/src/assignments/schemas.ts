import { z } from 'zod';
import { GRADES } from '../constants.ts';
import { idSchema } from '../common/http.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';
import { COMMON_MESSAGES as COMMON } from '../common/messages.ts';
import { materialFileSchema } from '../materials/schemas.ts';
import { ASSIGNMENT_MESSAGES as M } from './messages.ts';

// Assignments (docs/assessment.md "Assignments"): a student's answer to a task item (text and/or
// one file), then a staff evaluation (a grade on GRADES' 0..10 scale, 1 decimal, and a comment).

/** Submissions of a task, a page at a time (not in the spec's page sizes: the users list's 30). */
export const ASSIGNMENT_PAGE_SIZE = 30;
export const ASSIGNMENT_TEXT_MAX = 20_000;
export const ASSIGNMENT_COMMENT_MAX = 5_000;
/** Kinds a submission file may be (checked by content, like material files). */
export const ASSIGNMENT_FILE_TYPES = ['pdf', 'docx', 'txt'] as const;
export const ASSIGNMENT_FILE_ACCEPT = '.pdf,.docx,.txt';

export const SUBMISSION_STATUSES = ['submitted', 'evaluated'] as const;
export const submissionStatusSchema = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;

export const assignmentEvaluationSchema = z
  .object({
    grade: z.number(),
    comment: z.string().nullable(),
    evaluator: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    evaluated_at: z.string(),
  })
  .meta({ id: 'AssignmentEvaluation' });

export const assignmentSubmissionSchema = z
  .object({
    id: z.number().int().describe('The submission id: the {attemptId} of POST /material-items/{attemptId}/evaluate.'),
    material_item_id: z.number().int(),
    discipline_id: z.number().int(),
    user: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable(), avatar: z.string().nullable() }),
    text: z.string().nullable(),
    file: materialFileSchema
      .nullable()
      .describe('download_url is built for the caller; only the student and staff may fetch it.'),
    status: submissionStatusSchema,
    submitted_at: z.string(),
    evaluation: assignmentEvaluationSchema.nullable(),
  })
  .meta({ id: 'AssignmentSubmission' });
export type AssignmentSubmission = z.infer<typeof assignmentSubmissionSchema>;

/**
 * POST /material-items/{id}/submit, a multipart form: `text` (the written answer) and/or one
 * `file` (PDF, DOCX or TXT). At least one of the two.
 */
export const submitAssignmentBodySchema = z
  .object({ text: z.string().max(ASSIGNMENT_TEXT_MAX, { error: COMMON.textTooLong }).optional() })
  .meta({ id: 'SubmitAssignmentBody', description: 'text and/or the file part: at least one' });
export type SubmitAssignmentBody = z.infer<typeof submitAssignmentBodySchema>;

export const submitAssignmentResponseSchema = z
  .object({
    message: z.string(),
    data: assignmentSubmissionSchema,
    material_progress: z.number().min(0).max(100),
    discipline_progress: z.number().min(0).max(100),
  })
  .meta({ id: 'SubmitAssignmentResponse' });
export type SubmitAssignmentResponse = z.infer<typeof submitAssignmentResponseSchema>;

/** POST /material-items/{attemptId}/evaluate: the grade (0..10, one decimal) and a comment. */
export const evaluateAssignmentBodySchema = z
  .object({
    grade: z
      .number({ error: M.assignmentGradeInvalid })
      .min(0, { error: M.assignmentGradeInvalid })
      .max(GRADES.max, { error: M.assignmentGradeInvalid })
      .multipleOf(1 / 10 ** GRADES.decimals, { error: M.assignmentGradeInvalid }),
    comment: z.string().trim().max(ASSIGNMENT_COMMENT_MAX, { error: COMMON.textTooLong }).nullish(),
  })
  .meta({ id: 'EvaluateAssignmentBody' });
export type EvaluateAssignmentBody = z.infer<typeof evaluateAssignmentBodySchema>;

export const evaluateParamsSchema = z.object({ attemptId: idSchema });

export const assignmentSubmissionResponseSchema = z
  .object({ message: z.string(), data: assignmentSubmissionSchema })
  .meta({ id: 'AssignmentSubmissionResponse' });
export const assignmentSubmissionDataSchema = z
  .object({ data: assignmentSubmissionSchema })
  .meta({ id: 'AssignmentSubmissionData' });

/** GET /material-items/{id}/submissions: newest first; students get only their own. */
export const listSubmissionsQuerySchema = paginationQuery(ASSIGNMENT_PAGE_SIZE).extend({
  status: submissionStatusSchema.optional(),
  name: z.string().trim().max(255).optional().describe("Part of the student's name or e-mail"),
  user_id: idSchema.optional(),
});
export type ListSubmissionsQuery = z.infer<typeof listSubmissionsQuerySchema>;

export const submissionPageSchema = z
  .object({
    data: z.array(assignmentSubmissionSchema),
    meta: paginated(assignmentSubmissionSchema).shape.meta.extend({
      counts: z
        .object({ submitted: z.number().int(), evaluated: z.number().int() })
        .describe("The item's submissions by status, whatever the filters (the screen's tabs)."),
    }),
  })
  .meta({ id: 'AssignmentSubmissionPage' });
export type SubmissionPage = z.infer<typeof submissionPageSchema>;
