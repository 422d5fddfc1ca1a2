import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/loaders';
import { POLICY_PAGES, type PolicySlug } from '../features/policies/policy-list';
import { RootErrorBoundary } from './error-boundary';
import { RequireAdmin, RequireAuth } from './guards';
import { RootLayout } from './layout';

/*
 * The app's route table, its only one: the server reads from it which screen a page shows
 * (`screenModulesOf`, for its preloads). Every screen is its own chunk (React Router's `lazy`), so the
 * first load carries only the shell; the map and every logged-in or admin screen stay out of the home
 * page's bundle. Paths match case-insensitively (React Router's default), which is what makes /Register
 * and /Login work.
 *
 * A screen is a file named `*-page.tsx` or `*-layout.tsx` under src/features (or here, in src/app);
 * `screen()` makes its route's code and records its module for the server. A new page is a new screen
 * file and one entry below.
 */

type ScreenModule = Record<string, unknown>;
const SCREENS = import.meta.glob<ScreenModule>([
  '../features/**/*-page.tsx',
  '../features/**/*-layout.tsx',
  './*-page.tsx',
]);

/** What a screen's route carries for the server: its module as the build's manifest names it. */
export interface ScreenHandle {
  module: string;
}

/**
 * A route's screen: `file` relative to this one, and the export that is its component (or a function
 * making the component from the module, for a screen given props).
 */
function screen(
  file: string,
  component: string | ((module: ScreenModule) => ComponentType),
): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = SCREENS[file];
  if (!load) throw new Error(`${file} is no screen: a screen's file is named *-page.tsx or *-layout.tsx`);
  const handle: ScreenHandle = { module: new URL(file, 'file:///src/app/').pathname.slice(1) };
  return {
    handle,
    lazy: async () => {
      const module = await load();
      const Component = typeof component === 'string' ? module[component] : component(module);
      if (typeof Component !== 'function') throw new Error(`${file} has no component ${String(component)}`);
      return { Component: Component as ComponentType };
    },
  };
}

function home(variant: 'home' | 'assets') {
  return screen('../features/properties/routes/home-page.tsx', (module) => {
    const HomePage = module.HomePage as ComponentType<{ variant: 'home' | 'assets' }>;
    return function HomeRoute() {
      return <HomePage variant={variant} />;
    };
  });
}

function policy(slug: PolicySlug) {
  return screen('../features/policies/policy-page.tsx', (module) => {
    const PolicyPage = module.PolicyPage as ComponentType<{ slug: PolicySlug }>;
    return function PolicyRoute() {
      return <PolicyPage slug={slug} />;
    };
  });
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RootErrorBoundary />,
    HydrateFallback: FullScreenLoader,
    children: [
      { index: true, ...home('home') },
      { path: 'assets', ...home('assets') },
      { path: 'about', ...screen('../features/about/about-page.tsx', 'AboutPage') },
      { path: 'contact', ...screen('../features/contact/contact-page.tsx', 'ContactPage') },
      { path: 'register', ...screen('../features/auth/register-page.tsx', 'RegisterPage') },
      { path: 'login', ...screen('../features/auth/login-page.tsx', 'LoginPage') },
      {
        path: 'forgot-password',
        ...screen('../features/auth/forgot-password-page.tsx', 'ForgotPasswordPage'),
      },
      { path: 'verify-email/:token', ...screen('../features/auth/verify-email-page.tsx', 'VerifyEmailPage') },
      {
        path: 'reset-password/:token',
        ...screen('../features/auth/reset-password-page.tsx', 'ResetPasswordPage'),
      },
      {
        path: 'property/:id',
        ...screen('../features/properties/routes/property-detail-page.tsx', 'PropertyDetailPage'),
      },
      {
        Component: RequireAuth,
        children: [
          {
            path: 'property/:id/tender-payment',
            ...screen('../features/auction-registration/tender-payment-page.tsx', 'TenderPaymentPage'),
          },
          {
            path: 'property/:id/auction-registration',
            ...screen(
              '../features/auction-registration/auction-registration-page.tsx',
              'AuctionRegistrationPage',
            ),
          },
          {
            path: 'property/:id/live-auction',
            ...screen('../features/live-auction/live-auction-page.tsx', 'LiveAuctionPage'),
          },
          {
            path: 'dashboard',
            ...screen('../features/dashboard/dashboard-layout.tsx', 'DashboardLayout'),
            children: [
              { index: true, ...screen('../features/dashboard/profile-page.tsx', 'ProfilePage') },
              { path: 'profile', ...screen('../features/dashboard/profile-page.tsx', 'ProfilePage') },
              {
                path: 'interested-properties',
                ...screen('../features/dashboard/interested-properties-page.tsx', 'InterestedPropertiesPage'),
              },
              {
                path: 'registrations',
                ...screen(
                  '../features/auction-registration/my-registrations-page.tsx',
                  'MyRegistrationsPage',
                ),
              },
              {
                path: 'bidding-history',
                ...screen('../features/dashboard/bidding-history-page.tsx', 'BiddingHistoryPage'),
              },
            ],
          },
        ],
      },
      {
        Component: RequireAdmin,
        children: [{ path: 'admin', ...screen('../features/admin/admin-page.tsx', 'AdminPage') }],
      },
      { path: 'unauthorized', ...screen('./unauthorized-page.tsx', 'UnauthorizedPage') },
      ...POLICY_PAGES.map((page): RouteObject => ({ path: page.path.slice(1), ...policy(page.slug) })),
      { path: '*', ...screen('./not-found-page.tsx', 'NotFoundPage') },
    ],
  },
];

/**
 * The screen modules of the page at `path` (outer route first), as the build's manifest names them:
 * the server preloads their code and stylesheets with the page.
 */
export function screenModulesOf(path: string): string[] {
  return (matchRoutes(routes, path) ?? []).flatMap(({ route }) => {
    const handle = route.handle as Partial<ScreenHandle> | undefined;
    return typeof handle?.module === 'string' ? [handle.module] : [];
  });
}

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
