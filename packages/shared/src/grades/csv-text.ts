import type { ExportLocale } from '../locale/index.ts';
import type { MaterialItemType } from '../materials/schemas.ts';
import { GRADE_CSV_HEADER, GRADE_ITEM_TYPE_LABELS, GRADE_STATUS_LABELS, type GradeStatus } from './schemas.ts';

/**
 * The grades CSV's texts in the requester's language (the job carries the locale): the header,
 * the item types and statuses. pt-BR is the spec's file as it was.
 */
export type GradeCsvText = {
  header: readonly string[];
  type: Record<MaterialItemType, string>;
  status: Record<GradeStatus, string>;
};

export const GRADE_CSV_TEXT: Record<ExportLocale, GradeCsvText> = {
  'pt-BR': { header: GRADE_CSV_HEADER, type: GRADE_ITEM_TYPE_LABELS, status: GRADE_STATUS_LABELS },
  en: {
    header: ['Student', 'Email', 'Item', 'Type', 'Grade', 'Status', 'Comment', 'Graded at'],
    type: { task: 'Assignment', url: 'Link', quiz: 'Quiz', iframe: 'Embedded', file: 'File', scorm: 'SCORM', audio: 'Audio' },
    status: { pending: 'Pending', graded: 'Graded' },
  },
  es: {
    header: ['Alumno', 'Correo electrónico', 'Ítem', 'Tipo', 'Nota', 'Estado', 'Comentario', 'Calificada el'],
    type: {
      task: 'Tarea',
      url: 'Enlace',
      quiz: 'Cuestionario',
      iframe: 'Incrustado',
      file: 'Archivo',
      scorm: 'SCORM',
      audio: 'Audio',
    },
    status: { pending: 'Pendiente', graded: 'Calificada' },
  },
};
