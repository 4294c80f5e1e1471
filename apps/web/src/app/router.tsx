import type { ComponentType } from 'react'
import { useRoutes, type RouteObject } from 'react-router'
import { WEB_ROUTES as R } from '@kindred/contract/web-routes'
import { useRegisterNavigator } from './hooks/use-register-navigator'
import { useScrollRestoration } from './hooks/use-scroll-restoration'
import { lazyWithProviders } from './lazy-with-providers'
import { RootLayout } from './layout/root-layout'
import { GuidePage } from './routes/guide-page'
import { RouteErrorBoundary } from './route-error-boundary'
import { HelpPage } from './routes/help-page'
import { LandingPage } from './routes/landing-page'
import { NotFoundPage } from './routes/not-found-page'

// Each page is its own chunk, loaded with the query client it needs, so the landing page pays
// neither for the guide or the feed nor for the API client and its schemas.
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  startFirst?: () => Promise<unknown>,
) {
  const Component = lazyWithProviders(load, name, startFirst)
  return <Component />
}

/**
 * SPEC §9.1: every route, inside one layout with the header, quick exit and help. The paths come from
 * the contract, which the server also uses to decide which addresses are pages of the app.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // Pathless, so a failing page shows its error inside the layout.
        element: <RouteErrorBoundary />,
        children: [
          { path: R.landing, element: <LandingPage /> },
          { path: R.home, element: page(() => import('./routes/home-page'), 'HomePage') },
          {
            path: R.notifications,
            element: page(() => import('./routes/notifications-page'), 'NotificationsPage'),
          },
          // The guide's heading and introduction ship in the first bundle; its flow loads after.
          { path: R.guide, element: <GuidePage /> },
          {
            path: R.memories,
            // The API client and its schemas start in a task of their own (decision 067).
            element: page(
              () => import('./routes/memories-page'),
              'MemoriesPage',
              () => import('@/lib/api-client'),
            ),
          },
          {
            path: R.memorySearch,
            element: page(() => import('./routes/memory-search-page'), 'MemorySearchPage'),
          },
          {
            path: R.memory,
            element: page(() => import('./routes/memory-page'), 'MemoryPage'),
          },
          { path: R.login, element: page(() => import('./routes/login-page'), 'LoginPage') },
          { path: R.register, element: page(() => import('./routes/register-page'), 'RegisterPage') },
          {
            path: R.verify,
            element: page(() => import('./routes/verify-email-page'), 'VerifyEmailPage'),
          },
          {
            path: R.resetPassword,
            element: page(() => import('./routes/reset-password-page'), 'ResetPasswordPage'),
          },
          {
            path: R.confirmEmail,
            element: page(() => import('./routes/confirm-email-page'), 'ConfirmEmailPage'),
          },
          {
            path: R.confirmPassword,
            element: page(() => import('./routes/confirm-password-page'), 'ConfirmPasswordPage'),
          },
          { path: R.settings, element: page(() => import('./routes/settings-page'), 'SettingsPage') },
          {
            path: R.emailUnsubscribe,
            element: page(() => import('./routes/email-unsubscribe-page'), 'EmailUnsubscribePage'),
          },
          // Help ships in the first bundle: it must open at once, even on a poor connection.
          { path: R.help, element: <HelpPage /> },
          { path: R.moderation, element: page(() => import('./routes/moderation-page'), 'ModerationPage') },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]

/**
 * The page for the current address. Declarative routing (`useRoutes` inside `<BrowserRouter>`), not
 * a data router: the app loads its data with TanStack Query, and the data router would add about
 * 18 kB (gzipped) to every first visit (decision 013).
 */
export function AppRoutes() {
  useRegisterNavigator()
  useScrollRestoration()
  return useRoutes(appRoutes)
}
