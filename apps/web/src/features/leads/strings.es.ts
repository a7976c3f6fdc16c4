// Spanish strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { waitlistStrings } from './strings.ts';

const strings: Translation<typeof waitlistStrings> = {
  waitlist: {
    intro: '¿Quieres usar {{feature}} en cuanto esté listo? Deja tu contacto y te avisaremos.',
    name: 'Nombre',
    company: 'Empresa',
    email: 'Correo electrónico',
    whatsapp: 'WhatsApp',
    comments: 'Comentario adicional (opcional)',
    commentsHint: 'Cuéntanos cómo piensas usar esta funcionalidad.',
    submit: 'Registrar interés',
    error: 'No fue posible registrar tu interés. Por favor, inténtalo de nuevo.',
  },
};

export default strings;
