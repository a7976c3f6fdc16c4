// Spanish strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { adminStrings } from './strings.ts';

const strings: Translation<typeof adminStrings> = {
  admin: {
    heading: 'Visión general',
    greeting: 'Hola, {{name}}',
    subtitle: 'Sigue las empresas y los usuarios de la plataforma.',
    companies: 'Empresas',
    companiesTotal: 'Empresas registradas',
    companiesActive: 'Empresas activas',
    companiesInactive: 'Empresas inactivas',
    usersTotal: 'Usuarios',
    activeShare: '{{percent}} activas',
    titles: {
      home: 'Inicio',
    },
  },
};

export default strings;
