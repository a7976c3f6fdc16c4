// Spanish strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { authStrings } from './strings.ts';

const strings: Translation<typeof authStrings> = {
  auth: {
    welcome: 'Bienvenido de nuevo',
    subtitle: 'Inicia sesión con tu correo y contraseña para seguir aprendiendo.',
    brandTagline: 'Aprender es un sendero. Avanza a tu ritmo.',
    email: 'Correo electrónico',
    emailPlaceholder: 'tu@empresa.com',
    password: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    submit: 'Entrar',
    submitting: 'Entrando…',
    forgot: 'Olvidé mi contraseña',
    forgotTitle: '¿Olvidaste tu contraseña?',
    forgotSubtitle: 'Ingresa tu correo y te enviaremos un enlace para crear una nueva contraseña.',
    forgotSubmit: 'Enviar enlace',
    forgotSent: 'Revisa tu bandeja de entrada',
    backToLogin: 'Volver al inicio de sesión',
    resetTitle: 'Crea una nueva contraseña',
    resetSubtitle: 'Usa al menos 8 caracteres.',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirma la nueva contraseña',
    resetSubmit: 'Guardar nueva contraseña',
    resetMissingToken: 'Este enlace de restablecimiento está incompleto. Solicita uno nuevo.',
    requestNewLink: 'Solicitar un nuevo enlace',
    validating: 'Validando tu sesión…',
    titles: {
      login: 'Entrar',
      forgotPassword: 'Olvidé mi contraseña',
      resetPassword: 'Restablecer contraseña',
      validate: 'Validando sesión',
    },
  },
};

export default strings;
