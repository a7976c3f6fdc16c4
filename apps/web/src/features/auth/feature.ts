import type { LoaderFunction } from 'react-router';
import type { Feature, RouteModule } from '../../app/feature.ts';
import { session } from '../../lib/session.ts';
import type { authStrings } from './strings.ts';

/**
 * 000 §4: leaving to Login, Forgot Password (and the other sign-in screens) during access-as ends
 * it first, before the screen's own loader sees the session (features/access-as/leave.ts, loaded
 * only then: the sign-in page itself does not carry it).
 */
const leavingAccessAs = (page: () => Promise<RouteModule>) => async (): Promise<RouteModule> => {
  const m = await page();
  const loader: LoaderFunction = async (args) => {
    if (session.get()?.impersonator) await (await import('../access-as/public.ts')).leaveAccessAs();
    return m.loader ? m.loader(args) : null;
  };
  return { ...m, loader };
};

/** Sign-in and its neighbours (000 §2): outside the shell, for signed-out users. */
export const authFeature: Feature<typeof authStrings> = {
  name: 'auth',
  strings: () => import('./strings.ts').then((m) => m.authStrings),
  routes: {
    public: [
      {
        path: 'login',
        title: 'auth.titles.login',
        page: leavingAccessAs(() => import('./LoginPage.tsx').then((m) => ({ Component: m.LoginPage, loader: m.loginLoader }))),
      },
      {
        path: 'forgot-password',
        title: 'auth.titles.forgotPassword',
        page: leavingAccessAs(() => import('./ForgotPasswordPage.tsx').then((m) => ({ Component: m.ForgotPasswordPage }))),
      },
      {
        path: 'reset-password',
        title: 'auth.titles.resetPassword',
        page: leavingAccessAs(() => import('./ResetPasswordPage.tsx').then((m) => ({ Component: m.ResetPasswordPage }))),
      },
      {
        path: 'validate',
        title: 'auth.titles.validate',
        page: leavingAccessAs(() =>
          import('./ValidateSessionPage.tsx').then((m) => ({
            Component: m.ValidateSessionPage,
            loader: m.validateSessionLoader,
          })),
        ),
      },
    ],
  },
};
