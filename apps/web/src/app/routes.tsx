// Every route of the client in one table. A screen's data comes from its loader (guardLoader +
// queryClient.ensureQueryData), its title from handle.title (a key of the catalogue's `titles`).
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { landingPath } from '@trilha/shared';
import type { ptBR } from '../i18n/pt-BR.ts';
import { session } from '../lib/session.ts';
import { bindRouter, guardLoader, requireSession } from '../lib/route-loader.ts';
import { RootLayout, FullPageLoading } from './RootLayout.tsx';
import { tenantLoader } from '../features/tenant/api.ts';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.tsx';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage.tsx';
import { ValidateSessionPage, validateSessionLoader } from '../features/auth/ValidateSessionPage.tsx';
import { LicenseErrorPage, NotFoundPage, RouteErrorPage, UnknownPathPage } from '../features/errors/pages.tsx';
import { HomePage, homeLoader } from '../features/admin/HomePage.tsx';
import { DisciplineListPage, disciplinesLoader, myDisciplinesLoader } from '../features/disciplines/DisciplineListPage.tsx';
import { ComingSoonPage } from '../features/upcoming/ComingSoonPage.tsx';
import { UsersPage, usersLoader } from '../features/users/UsersPage.tsx';
import { CreateUserPage, createUserLoader } from '../features/users/CreateUserPage.tsx';
import { ChangePasswordPage, changePasswordLoader } from '../features/users/ChangePasswordPage.tsx';
import { CompaniesPage, companiesLoader } from '../features/companies/CompaniesPage.tsx';
import { CreateCompanyPage, createCompanyLoader } from '../features/companies/CreateCompanyPage.tsx';
import { UpdateCompanyPage, updateCompanyLoader } from '../features/companies/UpdateCompanyPage.tsx';
import { IntegrationsPage, integrationsLoader } from '../features/integrations/IntegrationsPage.tsx';
import { ConsumerSettingsPage, consumerSettingsLoader } from '../features/consumers/ConsumerSettingsPage.tsx';
import { ProfileSettingsPage, profileSettingsLoader } from '../features/profile/ProfileSettingsPage.tsx';
import { ProfileComingSoonPage } from '../features/profile/ProfileComingSoonPage.tsx';
import { AppShell } from '../shell/AppShell.tsx';
import { t } from '../i18n/index.ts';

export type RouteHandle = { title?: keyof typeof ptBR.titles };

/** Sidebar destinations whose screens come in later issues: each replaces its line here. */
const UPCOMING: Array<{ path: string; title: keyof typeof ptBR.titles }> = [
  { path: 'calendar', title: 'calendar' },
  { path: 'notes', title: 'notes' },
  { path: 'reports', title: 'reports' },
  { path: 'discipline/:id/materials', title: 'disciplineMaterials' },
  { path: 'discipline/:id/class', title: 'disciplineClass' },
  { path: 'discipline/:id/grades', title: 'disciplineGrades' },
];

/** Login and its neighbours are for signed-out users; a signed-in one goes to their landing page. */
const guestOnly = () => {
  const s = session.get();
  return s ? redirect(landingPath(s.user.type)) : null;
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullPageLoading,
    children: [
      // License Error renders without tenant settings (there is no tenant).
      { path: '/error', element: <LicenseErrorPage />, handle: { title: 'licenseError' } satisfies RouteHandle },
      {
        id: 'tenant',
        loader: tenantLoader,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, loader: () => redirect('/login'), element: null },
          { path: 'login', loader: guestOnly, element: <LoginPage />, handle: { title: 'login' } },
          { path: 'forgot-password', element: <ForgotPasswordPage />, handle: { title: 'forgotPassword' } },
          { path: 'reset-password', element: <ResetPasswordPage />, handle: { title: 'resetPassword' } },
          { path: 'validate', loader: validateSessionLoader, element: <ValidateSessionPage />, handle: { title: 'validate' } },
          { path: 'not-found', element: <NotFoundPage />, handle: { title: 'notFound' } },
          {
            loader: guardLoader(() => {
              requireSession();
              return null;
            }),
            element: <AppShell />,
            children: [
              { path: 'home', loader: homeLoader, element: <HomePage />, handle: { title: 'home' } },
              {
                path: 'my/disciplines',
                loader: myDisciplinesLoader,
                element: <DisciplineListPage scope="mine" />,
                handle: { title: 'myDisciplines' },
              },
              {
                path: 'disciplines',
                loader: disciplinesLoader,
                element: <DisciplineListPage scope="all" />,
                handle: { title: 'disciplines' },
              },
              // Administration (issue #4)
              { path: 'users', loader: usersLoader, element: <UsersPage />, handle: { title: 'users' } },
              { path: 'users/create', loader: createUserLoader, element: <CreateUserPage />, handle: { title: 'createUser' } },
              {
                path: 'users/:id/change-password',
                loader: changePasswordLoader,
                element: <ChangePasswordPage />,
                handle: { title: 'changePassword' },
              },
              { path: 'companies', loader: companiesLoader, element: <CompaniesPage />, handle: { title: 'companies' } },
              {
                path: 'companies/create',
                loader: createCompanyLoader,
                element: <CreateCompanyPage />,
                handle: { title: 'createCompany' },
              },
              {
                path: 'companies/:id/update',
                loader: updateCompanyLoader,
                element: <UpdateCompanyPage />,
                handle: { title: 'updateCompany' },
              },
              {
                path: 'integrations',
                loader: integrationsLoader,
                element: <IntegrationsPage />,
                handle: { title: 'integrations' },
              },
              {
                path: 'consumers/settings',
                loader: consumerSettingsLoader,
                element: <ConsumerSettingsPage />,
                handle: { title: 'consumerSettings' },
              },
              { path: 'profile/:id', element: <ProfileComingSoonPage />, handle: { title: 'profile' } },
              {
                path: 'profile/:id/settings',
                loader: profileSettingsLoader,
                element: <ProfileSettingsPage />,
                handle: { title: 'profileSettings' },
              },
              ...UPCOMING.map(({ path, title }) => ({
                path,
                element: <ComingSoonPage title={t(`titles.${title}`)} />,
                handle: { title } satisfies RouteHandle,
              })),
            ],
          },
          { path: '*', element: <UnknownPathPage />, handle: { title: 'error' } },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
bindRouter(router);
