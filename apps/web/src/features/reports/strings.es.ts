// Spanish strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { reportsStrings } from './strings.ts';

const strings: Translation<typeof reportsStrings> = {
  reports: {
    titles: {
      reports: 'Informes',
    },
    heading: 'Informe de alumnos',
    subtitle:
      'Lo que los alumnos hicieron en la plataforma: accesos, elementos abiertos y completados, cuestionarios, tareas y comentarios.',
    filters: 'Filtros',
    userName: 'Nombre del alumno',
    userNamePlaceholder: 'Nombre o correo…',
    start: 'Fecha inicial',
    end: 'Fecha final',
    disciplines: 'Disciplinas',
    disciplinesSummary_zero: 'Todas las disciplinas',
    disciplinesSummary_one: '{{count}} disciplina seleccionada',
    disciplinesSummary_other: '{{count}} disciplinas seleccionadas',
    disciplineSearch: 'Buscar disciplina',
    disciplineSearchPlaceholder: 'Nombre de la disciplina…',
    noDisciplineFound: 'No se encontró ninguna disciplina.',
    noDiscipline: 'Ninguna disciplina registrada.',
    disciplinesLoadError: 'No fue posible cargar las disciplinas.',
    search: 'Filtrar',
    clear: 'Borrar filtros',
    pdf: 'Generar PDF',
    pdfPending: 'Generando PDF…',
    pdfProgress: 'El PDF se está generando. Te avisaremos cuando esté listo.',
    count_zero: 'Ningún registro',
    count_one: '{{count}} registro',
    count_other: '{{count}} registros',
    when: 'Fecha/hora',
    student: 'Alumno',
    discipline: 'Disciplina',
    activity: 'Actividad',
    detail: 'Detalle',
    forum: 'Foro: {{title}}',
    score: 'Nota {{value}}',
    scorePending: 'Nota pendiente',
    promptTitle: 'Elige los filtros',
    prompt: 'Indica el nombre del alumno, la fecha inicial o las disciplinas y haz clic en Filtrar.',
    emptyTitle: '¡No se encontró ningún registro!',
    empty: 'Ninguna actividad con estos filtros. Prueba otro período u otro alumno.',
    loading: 'Cargando registros…',
    ready: '¡Informe Exportado!',
    readyBody: 'El PDF del informe de alumnos está listo.',
    view: 'Ver',
    open: 'Acceder',
    kinds: {
      signed_in: 'Entró en la plataforma',
      item_opened: 'Abrió un elemento',
      item_completed: 'Completó un elemento',
      item_unchecked: 'Desmarcó un elemento',
      attempt_finished: 'Finalizó un cuestionario',
      assignment_submitted: 'Envió una tarea',
      comment_sent: 'Comentó en un foro',
    },
    // exports (issue 29): the list's times are the company's, named
    timeZone: 'Horarios en {{zone}}',
  },
};

export default strings;
