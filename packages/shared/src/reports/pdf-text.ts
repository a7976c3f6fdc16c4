import type { ExportLocale } from '../locale/index.ts';
import { ACTIVITY_KIND_LABELS, type ActivityKind } from './schemas.ts';

/**
 * The student-log PDF's texts in the requester's language (the job carries the locale). The
 * columns and kinds say what the screen says (apps/web/src/features/reports/strings*.ts), in the
 * screen's order. `{x}` placeholders are filled by the worker.
 */
export type StudentLogPdfText = {
  title: string;
  columns: { when: string; student: string; activity: string; discipline: string; detail: string };
  kinds: Record<ActivityKind, string>;
  forum: string;
  score: string;
  scorePending: string;
  /** Who the report is about: one learner's name, or how many. */
  student: string;
  students: string;
  studentsMany: string;
  period: string;
  periodOpen: string;
  disciplines: string;
  search: string;
  generatedAt: string;
  timeZone: string;
  rows: string;
  page: string;
  /** BCP 47 tag for numbers and dates. */
  intl: string;
};

export const STUDENT_LOG_PDF_TEXT: Record<ExportLocale, StudentLogPdfText> = {
  'pt-BR': {
    title: 'Relatório de atividades dos alunos',
    columns: { when: 'Data/hora', student: 'Aluno', activity: 'Atividade', discipline: 'Disciplina', detail: 'Detalhe' },
    kinds: ACTIVITY_KIND_LABELS,
    forum: 'Fórum: {title}',
    score: 'Nota {value}',
    scorePending: 'Nota pendente',
    student: 'Aluno',
    students: 'Alunos',
    studentsMany: '{count} alunos',
    period: 'Período',
    periodOpen: 'desde o início',
    disciplines: 'Disciplinas',
    search: 'Busca',
    generatedAt: 'Gerado em {at}',
    timeZone: 'Horários em {zone}',
    rows: '{count} registros',
    page: 'Página {page} de {pages}',
    intl: 'pt-BR',
  },
  en: {
    title: 'Student activity report',
    columns: { when: 'Date/time', student: 'Student', activity: 'Activity', discipline: 'Discipline', detail: 'Detail' },
    kinds: {
      signed_in: 'Signed in to the platform',
      item_opened: 'Opened an item',
      item_completed: 'Completed an item',
      item_unchecked: 'Unchecked an item',
      attempt_finished: 'Finished a quiz',
      assignment_submitted: 'Sent a task',
      comment_sent: 'Commented in a forum',
    },
    forum: 'Forum: {title}',
    score: 'Grade {value}',
    scorePending: 'Grade pending',
    student: 'Student',
    students: 'Students',
    studentsMany: '{count} students',
    period: 'Period',
    periodOpen: 'from the start',
    disciplines: 'Disciplines',
    search: 'Search',
    generatedAt: 'Generated on {at}',
    timeZone: 'Times in {zone}',
    rows: '{count} records',
    page: 'Page {page} of {pages}',
    intl: 'en',
  },
  es: {
    title: 'Informe de actividades de los alumnos',
    columns: { when: 'Fecha/hora', student: 'Alumno', activity: 'Actividad', discipline: 'Disciplina', detail: 'Detalle' },
    kinds: {
      signed_in: 'Entró en la plataforma',
      item_opened: 'Abrió un elemento',
      item_completed: 'Completó un elemento',
      item_unchecked: 'Desmarcó un elemento',
      attempt_finished: 'Finalizó un cuestionario',
      assignment_submitted: 'Envió una tarea',
      comment_sent: 'Comentó en un foro',
    },
    forum: 'Foro: {title}',
    score: 'Nota {value}',
    scorePending: 'Nota pendiente',
    student: 'Alumno',
    students: 'Alumnos',
    studentsMany: '{count} alumnos',
    period: 'Período',
    periodOpen: 'desde el inicio',
    disciplines: 'Disciplinas',
    search: 'Búsqueda',
    generatedAt: 'Generado el {at}',
    timeZone: 'Horarios en {zone}',
    rows: '{count} registros',
    page: 'Página {page} de {pages}',
    intl: 'es',
  },
};
