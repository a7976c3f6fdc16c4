import type { ExportLocale } from '../locale/index.ts';
import { SESSION_CSV_HEADER } from './schemas.ts';

/** The session data CSV's header in the requester's language (the job carries the locale). */
export const SESSION_CSV_HEADERS: Record<ExportLocale, readonly string[]> = {
  'pt-BR': SESSION_CSV_HEADER,
  en: ['Rank', 'Student', 'Email', 'Total time (h)', 'This week (h)', 'Consecutive days', 'Last access'],
  es: ['Posición', 'Alumno', 'Correo electrónico', 'Tiempo total (h)', 'Semana actual (h)', 'Días consecutivos', 'Último acceso'],
};
