// Spanish strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { calendarStrings } from './strings.ts';

const strings: Translation<typeof calendarStrings> = {
  calendar: {
    titles: {
      page: 'Calendario',
    },
    heading: 'Calendario',
    subtitle: 'Eventos de la empresa y los plazos de tus disciplinas.',
    create: 'Nuevo evento',
    createTitle: 'Nuevo evento',
    editTitle: 'Editar evento',
    detailsTitle: 'Evento',
    title: 'Título',
    allDay: 'Todo el día',
    allDayHint: 'Sin horario: ocupa los días de inicio a fin.',
    startsAt: 'Inicio',
    endsAt: 'Término (opcional)',
    location: 'Lugar (opcional)',
    description: 'Descripción (opcional)',
    delete: 'Eliminar evento',
    deleteConfirmTitle: 'Eliminar evento',
    deleteConfirm: 'El evento "{{title}}" saldrá del calendario de toda la empresa.',
    cancel: 'Cancelar',
    close: 'Cerrar',
    when: 'Cuándo',
    where: 'Dónde',
    author: 'Creado por {{name}}',
    loading: 'Cargando eventos',
    kinds: {
      quiz: 'Cuestionario',
      task: 'Tarea',
    },
    views: {
      month: 'Mes',
      week: 'Semana',
      today: 'Hoy',
      previous: 'Anterior',
      next: 'Siguiente',
      label: 'Vista',
    },
    feed: {
      heading: 'Suscribirse en tu aplicación de calendario',
      body: 'Un enlace privado con los eventos de la empresa y las ventanas de los cuestionarios y tareas de tus disciplinas, para Google Calendar, Outlook o Apple Calendar. Quien tenga el enlace ve tu agenda: no lo compartas.',
      none: 'Aún no has generado un enlace.',
      active:
        'Enlace activo desde {{date}}. Por seguridad, solo se muestra cuando se genera: genera uno nuevo si necesitas copiarlo otra vez (el anterior deja de funcionar).',
      generate: 'Generar enlace',
      regenerate: 'Generar nuevo enlace',
      revoke: 'Revocar enlace',
      url: 'Enlace de la agenda',
      copy: 'Copiar enlace',
      copied: '¡Enlace copiado!',
      copyFailed: 'No fue posible copiar: selecciona el enlace y cópialo.',
      shownOnce: 'Cópialo ahora: este enlace no se mostrará de nuevo.',
      regenerateConfirmTitle: 'Generar nuevo enlace',
      regenerateConfirm: 'El enlace actual dejará de funcionar en las aplicaciones donde se añadió.',
      revokeConfirmTitle: 'Revocar enlace',
      revokeConfirm: 'El enlace dejará de funcionar en las aplicaciones donde se añadió.',
      error: 'No fue posible actualizar el enlace de la agenda. Inténtalo de nuevo.',
    },
    // profiles helper (issue 29 item 31)
    agenda: {
      view: 'Agenda',
      empty: 'No hay eventos en este período.',
      allDay: 'Todo el día',
      eventLabel: '{{title}}, {{when}}',
    },
    // issue 29 (a11y): the month's "+n mais" link and its name (containing the visible text).
    moreLink: '+{{count}} más',
    moreLinkHint_one: '{{text}}: mostrar {{count}} evento',
    moreLinkHint_other: '{{text}}: mostrar {{count}} eventos',
  },
};

export default strings;
