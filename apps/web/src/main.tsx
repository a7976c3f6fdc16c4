import './lib/zod-without-eval.ts';
import './styles.css';
import { i18nReady } from './i18n/index.ts';
// The accessibility panel's settings, from localStorage, applied before the first paint.
import './features/accessibility/store.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/routes.tsx';
import { setUnauthorizedHandler } from './lib/api.ts';
import { session } from './lib/session.ts';
import { applyTheme } from './lib/theme/apply.ts';

applyTheme();

// A 401 on any signed-in call: the token is gone; Login (loaders redirect there themselves).
// A suspended company: Login too, with the reason (whatever navigation was under way).
setUnauthorizedHandler((notice) => {
  session.clear();
  if (notice) void router.navigate('/login', { replace: true, state: { notice } });
  else if (router.state.navigation.state === 'idle' && router.state.location.pathname !== '/login')
    void router.navigate('/login', { replace: true });
});

// In English or Spanish the core catalogue is one download away (pt-BR is in the entry): render
// once it is in, so no screen paints in one language and repaints in another.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {/* No QueryClientProvider here: the signed-in shell provides it (shell/AppShell.tsx), so the
          sign-in page does not load react-query (docs/web-client.md "Code splitting"). */}
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
