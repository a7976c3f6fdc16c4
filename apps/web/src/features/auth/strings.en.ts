// English strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { authStrings } from './strings.ts';

const strings: Translation<typeof authStrings> = {
  auth: {
    welcome: 'Welcome back',
    subtitle: 'Sign in with your email and password to keep learning.',
    brandTagline: 'Learning is a trail. Go at your own pace.',
    email: 'Email',
    emailPlaceholder: 'you@company.com',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    forgot: 'I forgot my password',
    forgotTitle: 'Forgot your password?',
    forgotSubtitle: 'Enter your email and we will send you a link to create a new password.',
    forgotSubmit: 'Send link',
    forgotSent: 'Check your inbox',
    backToLogin: 'Back to sign-in',
    resetTitle: 'Create a new password',
    resetSubtitle: 'Use at least 8 characters.',
    newPassword: 'New password',
    confirmPassword: 'Confirm the new password',
    resetSubmit: 'Save new password',
    resetMissingToken: 'This reset link is incomplete. Request a new one.',
    requestNewLink: 'Request a new link',
    validating: 'Validating your session…',
    titles: {
      login: 'Sign in',
      forgotPassword: 'Forgot my password',
      resetPassword: 'Reset password',
      validate: 'Validating session',
    },
  },
};

export default strings;
