// Spanish strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { integrationsStrings } from './strings.ts';

const strings: Translation<typeof integrationsStrings> = {
  integrations: {
    heading: 'Integraciones',
    subtitle: 'Consumidores LTI que acceden a la plataforma desde otros entornos de aprendizaje.',
    create: 'Nueva integración',
    search: 'Buscar integraciones',
    searchPlaceholder: 'Buscar por nombre o clave…',
    companyFilter: 'Filtrar por empresa',
    allCompanies: 'Todas las empresas',
    count_zero: 'Ninguna integración',
    count_one: '{{count}} integración',
    count_other: '{{count}} integraciones',
    emptyTitle: 'Ninguna integración registrada',
    empty: 'Crea un consumidor LTI para conectar otro entorno de aprendizaje.',
    emptySearchTitle: 'Ningún resultado',
    emptySearch: 'Ninguna integración corresponde a los filtros elegidos.',
    name: 'Nombre',
    company: 'Empresa',
    chooseCompany: 'Elige la empresa',
    companyRequired: 'Elige la empresa de la integración',
    companyIs: 'Empresa:',
    enabled: 'Integración activa',
    enabledHint: 'Desactivada, la integración no puede acceder a la plataforma.',
    on: 'Activa',
    off: 'Desactivada',
    consumerKey: 'Clave del consumidor',
    secret: 'Secreto compartido',
    version: 'Versión LTI',
    createdAt: 'Creada el',
    createTitle: 'Nueva integración LTI',
    createSubmit: 'Crear integración',
    createError: 'No fue posible crear la integración. Por favor, inténtalo de nuevo.',
    secretTitle: 'Integración creada',
    secretWarning:
      'Copia ahora la clave y el secreto de “{{name}}” y configúralos en el otro entorno. El secreto no se mostrará de nuevo.',
    secretDone: 'Ya copié el secreto',
    copy: 'Copiar {{label}}',
    copied: 'Copiado al portapapeles',
    copyFailed: 'No fue posible copiar. Selecciona el texto y cópialo manualmente.',
    edit: 'Editar {{name}}',
    editTitle: 'Editar integración',
    updated: 'Integración actualizada con éxito',
    updateError: 'No fue posible actualizar la integración. Por favor, inténtalo de nuevo.',
    delete: 'Eliminar {{name}}',
    deleteTitle: 'Eliminar integración',
    deleteBody: '¿Seguro que deseas eliminar {{name}}? El entorno conectado pierde el acceso.',
    deleteError: 'No fue posible eliminar la integración. Por favor, inténtalo de nuevo.',
    titles: {
      list: 'Integraciones',
    },
  },
};

export default strings;
