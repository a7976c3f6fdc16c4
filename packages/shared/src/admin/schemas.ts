import { z } from 'zod';

/** GET /admin/metrics (000 §3 "Metrics (admin)"). */
export const adminMetricsSchema = z
  .object({
    data: z.object({
      companies: z.object({ total: z.number().int(), active: z.number().int(), inactive: z.number().int() }),
      users: z.object({ total: z.number().int() }),
    }),
  })
  .meta({ id: 'AdminMetrics' });
export type AdminMetrics = z.infer<typeof adminMetricsSchema>;
