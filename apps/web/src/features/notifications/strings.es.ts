// Spanish strings of the notifications page: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { notificationsPageStrings } from './strings.ts';

const strings: Translation<typeof notificationsPageStrings> = {
  notificationsPage: {
    menu: 'Notificaciones',
    subtitle: 'Todo lo que la plataforma te avisó, de las más nuevas a las más antiguas.',
    loading: 'Cargando notificaciones',
    retry: 'Intentar de nuevo',
    list: 'Tus notificaciones',
    open: 'Abrir',
    markRead: 'Marcar como leída: {{title}}',
    remove: 'Eliminar notificación: {{title}}',
    removeAll: 'Eliminar todas',
    removeAllTitle: 'Eliminar notificaciones',
    removeAllConfirm: '¿Eliminar todas tus notificaciones? No se puede deshacer.',
    cancel: 'Cancelar',
    retention: 'Retención de notificaciones',
    retentionLabel: 'Guardar notificaciones durante (días)',
    retentionHint:
      'Las notificaciones más antiguas se eliminan automáticamente, para toda la empresa. De {{min}} a {{max}} días.',
    retentionSave: 'Guardar retención',
    retentionError: '¡Ocurrió un error al guardar la retención de notificaciones!',
    retentionLoadError: '¡Ocurrió un error al solicitar la retención de notificaciones! Inténtalo de nuevo',
  },
};

export default strings;
