// How a route loads its data (docs/web-client.md, "Loading data"): a loader awaits
// queryClient.ensureQueryData(...) for what the screen needs, so the screen renders with data.
// guardLoader gives every loader the same failure rules:
//   401 → session cleared, Login;
//   any other failure while moving between screens → the navigation is cancelled (we stay on the
//   current screen) and the toast 'Ocorreu um erro ao acessar a página, tente novamente!' shows;
//   a failure on the very first load (nowhere to stay) → the route's error page.
import { redirect, replace, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { can, landingPath, type Permission } from '@trilha/shared/kernel';
import { ApiError } from './api.ts';
import { session } from './session.ts';
import { notify } from './toast.ts';
import { messageText } from '../i18n/index.ts';

type RouterLike = { state: { initialized: boolean; location: { pathname: string; search: string; hash: string } } };
let router: RouterLike | null = null;
export function bindRouter(r: RouterLike): void {
  router = r;
}

const href = (l: { pathname: string; search: string; hash?: string }) => `${l.pathname}${l.search}${l.hash ?? ''}`;

export function guardLoader<T>(fn: (args: LoaderFunctionArgs) => Promise<T> | T): LoaderFunction {
  return async (args) => {
    try {
      return await fn(args);
    } catch (e) {
      if (e instanceof Response) throw e; // redirects and deliberate responses pass through
      if (e instanceof ApiError && e.status === 401) {
        session.clear();
        throw redirect('/login');
      }
      const current = router?.state.initialized ? router.state.location : null;
      const target = new URL(args.request.url);
      if (current && href(current) !== `${target.pathname}${target.search}${target.hash}`) {
        console.error('Route data failed to load', e);
        notify.error(messageText('routeLoadError'));
        throw replace(href(current));
      }
      throw e;
    }
  };
}

/** For routes behind sign-in. */
export function requireSession() {
  const s = session.get();
  if (!s) throw redirect('/login');
  return s;
}

/** The route needs a permission of the shared policy; anyone else goes to their landing page. */
export function requirePermission(permission: Permission) {
  const s = requireSession();
  if (!can(s.user.type, permission)) throw redirect(landingPath(s.user.type));
  return s;
}
