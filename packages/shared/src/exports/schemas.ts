import { z } from 'zod';

/**
 * Where an export stands: asked (pending), claimed by a worker run (processing), written (ready),
 * given up (failed). Each kind's own status route may word these its own way (the student-log
 * PDF says `done` for ready; the CSVs say `pending` while processing).
 */
export const EXPORT_STATUSES = ['pending', 'processing', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const exportSchema = z
  .object({
    id: z.number().int(),
    kind: z.string().describe('What the file is: grades-csv, sessions-csv, student-logs-pdf, …'),
    status: z.enum(EXPORT_STATUSES),
    row_count: z.number().int().nullable(),
    url: z.string().describe('Download path of the file (API-relative, bearer token); answers once status is ready.'),
    status_url: z.string().describe('Where the status of this export is read (poll it until ready or failed).'),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'Export' });
export type Export = z.infer<typeof exportSchema>;

/** The shared status and file routes of every export, whatever its kind. */
export const exportPaths = {
  status: (id: number) => `/exports/${id}`,
  file: (id: number) => `/exports/${id}/file`,
};
