import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/loaders';
import { POLICY_PAGES, type PolicySlug } from '../features/policies/policy-list';
import { RootErrorBoundary } from './error-boundary';
import { RequireAdmin, RequireAuth } from './guards';
import { RootLayout } from './layout';

/*
 * The route table of spec 2. Every screen is its own chunk (React Router's `lazy`), so the first load
 * carries only the shell; the map and every logged-in or admin screen stay out of the home page's bundle.
 * Paths match case-insensitively (React Router's default), which is what makes /Register and /Login work.
 */

type LazyRoute = NonNullable<RouteObject['lazy']>;

function home(variant: 'home' | 'assets'): LazyRoute {
  return async () => {
    const { HomePage } = await import('../features/properties/routes/home-page');
    return {
      Component: function HomeRoute() {
        return <HomePage variant={variant} />;
      },
    };
  };
}

function policy(slug: PolicySlug): LazyRoute {
  return async () => {
    const { PolicyPage } = await import('../features/policies/policy-page');
    return {
      Component: function PolicyRoute() {
        return <PolicyPage slug={slug} />;
      },
    };
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RootErrorBoundary />,
    HydrateFallback: FullScreenLoader,
    children: [
      { index: true, lazy: home('home') },
      { path: 'assets', lazy: home('assets') },
      {
        path: 'about',
        lazy: () => import('../features/about/about-page').then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: 'contact',
        lazy: () => import('../features/contact/contact-page').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: 'register',
        lazy: () => import('../features/auth/register-page').then((m) => ({ Component: m.RegisterPage })),
      },
      {
        path: 'login',
        lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'forgot-password',
        lazy: () =>
          import('../features/auth/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: 'verify-email/:token',
        lazy: () =>
          import('../features/auth/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
      },
      {
        path: 'reset-password/:token',
        lazy: () =>
          import('../features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: 'property/:id',
        lazy: () =>
          import('../features/properties/routes/property-detail-page').then((m) => ({
            Component: m.PropertyDetailPage,
          })),
      },
      {
        Component: RequireAuth,
        children: [
          {
            path: 'property/:id/tender-payment',
            lazy: () =>
              import('../features/auction-registration/tender-payment-page').then((m) => ({
                Component: m.TenderPaymentPage,
              })),
          },
          {
            path: 'property/:id/auction-registration',
            lazy: () =>
              import('../features/auction-registration/auction-registration-page').then((m) => ({
                Component: m.AuctionRegistrationPage,
              })),
          },
          {
            path: 'property/:id/live-auction',
            lazy: () =>
              import('../features/live-auction/live-auction-page').then((m) => ({
                Component: m.LiveAuctionPage,
              })),
          },
          {
            path: 'dashboard',
            lazy: () =>
              import('../features/dashboard/dashboard-layout').then((m) => ({
                Component: m.DashboardLayout,
              })),
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/dashboard/profile-page').then((m) => ({ Component: m.ProfilePage })),
              },
              {
                path: 'profile',
                lazy: () =>
                  import('../features/dashboard/profile-page').then((m) => ({ Component: m.ProfilePage })),
              },
              {
                path: 'interested-properties',
                lazy: () =>
                  import('../features/dashboard/interested-properties-page').then((m) => ({
                    Component: m.InterestedPropertiesPage,
                  })),
              },
              {
                path: 'registrations',
                lazy: () =>
                  import('../features/auction-registration/my-registrations-page').then((m) => ({
                    Component: m.MyRegistrationsPage,
                  })),
              },
              {
                path: 'bidding-history',
                lazy: () =>
                  import('../features/dashboard/bidding-history-page').then((m) => ({
                    Component: m.BiddingHistoryPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        Component: RequireAdmin,
        children: [
          {
            path: 'admin',
            lazy: () => import('../features/admin/admin-page').then((m) => ({ Component: m.AdminPage })),
          },
        ],
      },
      {
        path: 'unauthorized',
        lazy: () => import('./unauthorized-page').then((m) => ({ Component: m.UnauthorizedPage })),
      },
      ...POLICY_PAGES.map((page): RouteObject => ({ path: page.path.slice(1), lazy: policy(page.slug) })),
      { path: '*', lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The router for a page the server drew in advance (decision 017), created as React Router documents
 * for hydrating server-rendered HTML with lazy routes: the code of the routes matching the address is
 * loaded first, then the router is created with hydration data. It starts initialized on the screen
 * already drawn and, as for any server-rendered page, leaves the scroll position alone on its first
 * render: a visitor who scrolled the drawn page while the app loaded stays where they were, and the link
 * under their pointer stays there (ScrollRestoration would otherwise scroll to the top at that moment).
 */
export async function createHydratingRouter(): Promise<AppRouter> {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const screen = await route.lazy();
      Object.assign(route, { ...screen, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData: {} });
}
