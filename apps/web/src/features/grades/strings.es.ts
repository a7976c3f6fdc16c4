// Spanish strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { gradesStrings } from './strings.ts';

const strings: Translation<typeof gradesStrings> = {
  grades: {
    heading: 'Notas',
    titles: {
      grades: 'Notas',
    },
    subtitleStaff: 'Las notas de la clase en cada elemento evaluado de la disciplina.',
    subtitleOwn: 'Tus notas en los elementos evaluados de esta disciplina.',
    search: 'Buscar alumno',
    searchPlaceholder: 'Buscar por nombre o correo…',
    itemFilter: 'Elemento',
    allItems: 'Todos los elementos',
    statusFilter: 'Estado',
    allStatuses: 'Todos los estados',
    status: {
      pending: 'Pendiente',
      graded: 'Evaluada',
    },
    type: {
      task: 'Tarea',
      url: 'Enlace',
      quiz: 'Cuestionario',
      iframe: 'Incrustado',
      file: 'Archivo',
      scorm: 'SCORM',
      audio: 'Audio',
    },
    count_zero: 'Ninguna nota',
    count_one: '{{count}} nota',
    count_other: '{{count}} notas',
    student: 'Alumno',
    item: 'Elemento',
    value: 'Nota',
    situation: 'Estado',
    comment: 'Comentario',
    gradedAt: 'Evaluada el',
    noValue: '—',
    average: 'Tu promedio ponderado: {{value}}',
    noAverage: 'Aún no tienes notas evaluadas en esta disciplina.',
    emptyTitle: 'Aún no hay notas',
    emptyStaff: 'Las notas aparecen aquí cuando los alumnos hagan cuestionarios y entreguen tareas.',
    emptyOwn: 'Tus notas aparecen aquí cuando hagas cuestionarios y entregues tareas.',
    emptySearchTitle: 'Ningún resultado',
    emptySearch: 'No se encontró ninguna nota con estos filtros.',
    edit: 'Editar la nota de {{name}} en {{item}}',
    editTitle: 'Editar nota',
    valueLabel: 'Nota (0 a 10)',
    valueHint: 'De 0 a 10, con hasta un decimal (ej.: 7,5).',
    commentLabel: 'Comentario (opcional)',
    export: 'Exportar CSV',
    exporting: 'Generando CSV…',
    exportReady: '¡Archivo CSV listo! La descarga comenzó.',
    exportFailed: 'No fue posible generar el archivo CSV. Inténtalo de nuevo.',
    exportProgress: 'Generando el archivo CSV de las notas. Espera…',
    errors: {
      update: '¡Error al actualizar la nota, inténtalo de nuevo!',
      export: '¡Error al exportar las notas, inténtalo de nuevo!',
    },
  },
};

export default strings;
