import type { Feature } from '../../app/feature.ts';
import type { authStrings } from './strings.ts';

/** Sign-in and its neighbours (000 §2): outside the shell, for signed-out users. */
export const authFeature: Feature<typeof authStrings> = {
  name: 'auth',
  strings: () => import('./strings.ts').then((m) => m.authStrings),
  routes: {
    public: [
      {
        path: 'login',
        title: 'auth.titles.login',
        page: () => import('./LoginPage.tsx').then((m) => ({ Component: m.LoginPage, loader: m.loginLoader })),
      },
      {
        path: 'forgot-password',
        title: 'auth.titles.forgotPassword',
        page: () => import('./ForgotPasswordPage.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: 'reset-password',
        title: 'auth.titles.resetPassword',
        page: () => import('./ResetPasswordPage.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: 'validate',
        title: 'auth.titles.validate',
        page: () =>
          import('./ValidateSessionPage.tsx').then((m) => ({
            Component: m.ValidateSessionPage,
            loader: m.validateSessionLoader,
          })),
      },
    ],
  },
};
