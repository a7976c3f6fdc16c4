// The route table, built from the features (app/features.ts). Every screen is lazy: its code loads
// on first visit, in its own chunk, so the sign-in page needs only the entry and the Login chunk.
// A screen's data comes from its loader (queryClient.ensureQueryData), its title from handle.title.
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { Feature, FeatureRoute } from './feature.ts';
import { FEATURES } from './features.ts';
import type { CatalogueKey } from '../i18n/catalogue.ts';
import { loadAllMessages, loadStrings } from '../i18n/index.ts';
import { bindRouter, guardLoader, requirePermission, requireSession } from '../lib/route-loader.ts';
import { tenantLoader } from './tenant.ts';
import { RootLayout, FullPageLoading } from './RootLayout.tsx';
import { RouteErrorPage } from '../features/errors/pages.tsx';

export type RouteHandle = { title?: CatalogueKey; discipline?: FeatureRoute['discipline'] };

/**
 * A feature's route as react-router sees it: the guard, then the screen's chunk, its feature's
 * strings and its data in the loader; the component from the same chunk through `lazy`.
 */
function toRoute(feature: Feature, route: FeatureRoute, signedIn: boolean): RouteObject {
  // Signed-in screens show any domain's messages; the public ones only the entry's (i18n/core.ts).
  const screen = () =>
    Promise.all([route.page(), loadStrings(feature), signedIn ? loadAllMessages() : undefined]).then(([m]) => m);
  return {
    path: route.path,
    handle: { title: route.title as CatalogueKey, discipline: route.discipline } satisfies RouteHandle,
    loader: guardLoader(async (args) => {
      if (route.permission) requirePermission(route.permission);
      const { loader } = await screen();
      return loader ? await loader(args) : null;
    }),
    lazy: async () => ({ Component: (await screen()).Component }),
  };
}

const zone = (name: keyof NonNullable<Feature['routes']>) =>
  (FEATURES as readonly Feature[]).flatMap((f) => (f.routes?.[name] ?? []).map((r) => toRoute(f, r, name === 'shell')));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullPageLoading,
    children: [
      // Outside the tenant: License Error renders without tenant settings (there is no tenant).
      ...zone('root'),
      {
        id: 'tenant',
        loader: tenantLoader,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, loader: () => redirect('/login') },
          ...zone('public'),
          {
            // The signed-in shell (sidebar, header): its own chunk, not needed to sign in. Its menus
            // and modals show any feature's texts, so every feature's strings load with it.
            loader: guardLoader(() => {
              requireSession();
              return null;
            }),
            lazy: async () => {
              const [shell] = await Promise.all([
                import('../shell/AppShell.tsx'),
                loadAllMessages(),
                ...(FEATURES as readonly Feature[]).map(loadStrings),
              ]);
              return { Component: shell.ShellLayout };
            },
            children: zone('shell'),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
bindRouter(router);
