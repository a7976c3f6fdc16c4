import { exportGradesQuerySchema, GRADES_CSV_EXPORT } from '@trilha/shared/grades';
import { defineExportProducer, InvalidExport } from '../../export-producer.ts';
import { gradeCsvChunks } from './grades-csv.ts';

/**
 * The grades CSV (job grades.export-csv) in the requester's language: one COPY from PostgreSQL
 * (csv/copy.ts) streamed to private storage (`private/c<company>/grades/…`) by the exports flow
 * (jobs/exports/run-export.ts). No live event: the screen polls the status URL.
 */
export const gradesCsvProducer = defineExportProducer({
  kind: GRADES_CSV_EXPORT,
  job: 'grades.export-csv',
  exportId: (p) => p.export_id,
  folder: 'grades',
  extension: 'csv',
  contentType: 'text/csv; charset=utf-8',
  write: async (run, put) => {
    const { discipline_id: disciplineId, ...rest } = run.export.filters;
    const filters = exportGradesQuerySchema.safeParse(rest);
    if (!filters.success || !Number.isSafeInteger(disciplineId)) throw new InvalidExport('stored filters are invalid');
    await put(
      gradeCsvChunks(
        run.db,
        { companyId: run.companyId, disciplineId: disciplineId as number, filters: filters.data, locale: run.locale },
        run.onRows,
      ),
    );
  },
});
