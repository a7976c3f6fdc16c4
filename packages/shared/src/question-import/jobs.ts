import { z } from 'zod';
import { defineJobs } from '../jobs/define.ts';
import { idBodySchema } from '../common/http.ts';

/** Reads and validates an uploaded question file (row question_imports.id), writing the result back on that row. */
export const questionImportCheckPayloadSchema = z.object({ company_id: idBodySchema, import_id: idBodySchema });
export type QuestionImportCheckPayload = z.infer<typeof questionImportCheckPayloadSchema>;

/** Imports have their own queue: a burst of big files does not delay e-mail. */
export const QUESTION_IMPORT_JOBS = defineJobs({
  'question-import.check': { queue: 'imports', payload: questionImportCheckPayloadSchema },
});
