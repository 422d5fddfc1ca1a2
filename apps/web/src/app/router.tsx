import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type Params, type RouteObject } from 'react-router';
import { pathWithoutLocale } from '@eauction/shared';
import { FullScreenLoader } from '../components/loaders';
import { POLICY_PAGES, type PolicySlug } from '../features/policies/policy-list';
import { banksQueryOptions } from '../features/properties/api/get-banks';
import { locationsQueryOptions } from '../features/properties/api/get-locations';
import { propertiesQueryOptions } from '../features/properties/api/get-properties';
import { certificateCheckKey } from '../features/sale/api/certificate-check-key';
import { propertyQueryOptions } from '../lib/property-query';
import { readFilters, readPage } from '../features/properties/filters';
import { publicConfigQuery } from '../lib/public-config';
import { activeLocale, basenameOf, cataloguesOf, loadCatalogues } from '../lib/i18n';
import { RootErrorBoundary } from './error-boundary';
import { RequireAdmin, RequireAuth } from './guards';
import { RootLayout } from './layout';

/*
 * The app's route table, its only one: the browser's router and the server's render
 * (src/server/render.tsx) both use it. Every screen is its own chunk (React Router's `lazy`), so the
 * first load carries only the shell; the map and every logged-in or admin screen stay out of the home
 * page's bundle. Paths match case-insensitively (React Router's default), which is what makes /Register
 * and /Login work.
 *
 * A screen is a file named `*-page.tsx` or `*-layout.tsx` under src/features (or here, in src/app);
 * `screen()` makes its route's code and records its module, whose code and stylesheets the server
 * preloads with the page. A route's `prefetch` fetches the data its screen shows on its first render: the
 * server does before rendering the page, and sends the data with it. A new page is a new screen file
 * and one entry below; the server renders it with no more to do.
 */

type ScreenModule = Record<string, unknown>;
const SCREENS = import.meta.glob<ScreenModule>([
  '../features/**/*-page.tsx',
  '../features/**/*-layout.tsx',
  './*-page.tsx',
]);

/** The address a route's data is worked out from. */
export interface RouteDataArgs {
  params: Params;
  searchParams: URLSearchParams;
}

/** What a route carries for the server's render (src/server/render.tsx). */
export interface RouteHandle {
  /** The screen's module as the build's manifest names it: its code and stylesheets are preloaded. */
  module?: string;
  /**
   * Fetches into `queryClient` the queries the route's screen shows on its first render (with the
   * screen's own query options): the server does before it renders the page.
   */
  prefetch?: (queryClient: QueryClient, args: RouteDataArgs) => Promise<unknown>;
  /**
   * The screens below need a signed-in user. The session lives in the browser (docs/product.md,
   * "Sessions and tokens"), so the server cannot render them: it sends the page for the app to render.
   */
  needsSession?: boolean;
  /**
   * The page of an address the app does not know, or (a function of the data `prefetch` fetched) of one
   * naming nothing that exists, such as a certificate number no certificate has: the server answers it
   * with 404, with the page that says so.
   */
  notFound?: boolean | ((queryClient: QueryClient, args: RouteDataArgs) => boolean);
}

/**
 * A route's screen: `file` relative to this one, and the export that is its component (or a function
 * making the component from the module, for a screen given props), and the queries it shows first.
 */
function screen(
  file: string,
  component: string | ((module: ScreenModule) => ComponentType),
  prefetch?: RouteHandle['prefetch'],
): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = SCREENS[file];
  if (!load) throw new Error(`${file} is no screen: a screen's file is named *-page.tsx or *-layout.tsx`);
  const handle: RouteHandle = { module: new URL(file, 'file:///src/app/').pathname.slice(1), prefetch };
  return {
    handle,
    // The screen's code and its feature's messages in the page's language (lib/i18n.ts).
    lazy: async () => {
      const [module] = await Promise.all([load(), loadCatalogues(cataloguesOf(file))]);
      const Component = typeof component === 'string' ? module[component] : component(module);
      if (typeof Component !== 'function') throw new Error(`${file} has no component ${String(component)}`);
      return { Component: Component as ComponentType };
    },
  };
}

/** The catalogue's first render: the page of cards its address asks for, and the filters' options. */
const prefetchCatalogue: RouteHandle['prefetch'] = (queryClient, { searchParams }) =>
  Promise.all([
    queryClient.fetchQuery(
      propertiesQueryOptions({ filters: readFilters(searchParams), page: readPage(searchParams) }),
    ),
    queryClient.fetchQuery(locationsQueryOptions),
    queryClient.fetchQuery(banksQueryOptions),
  ]);

function home(variant: 'home' | 'assets') {
  return screen(
    '../features/properties/routes/home-page.tsx',
    (module) => {
      const HomePage = module.HomePage as ComponentType<{ variant: 'home' | 'assets' }>;
      return function HomeRoute() {
        return <HomePage variant={variant} />;
      };
    },
    prefetchCatalogue,
  );
}

function policy(slug: PolicySlug) {
  return screen('../features/policies/policy-page.tsx', (module) => {
    const PolicyPage = module.PolicyPage as ComponentType<{ slug: PolicySlug }>;
    return function PolicyRoute() {
      return <PolicyPage slug={slug} />;
    };
  });
}

/** The page of any address the app does not know. */
const notFoundScreen = screen('./not-found-page.tsx', 'NotFoundPage');

/**
 * The public check of a sale certificate: its answer, or null when no certificate has the number, which
 * the server answers with 404. The call's code comes with the screen, not with every page.
 */
const verifyScreen = screen(
  '../features/sale/verify-certificate-page.tsx',
  'VerifyCertificatePage',
  async (queryClient, { params }) => {
    const { certificateCheckQueryOptions } = await import('../features/sale/api/check-certificate');
    return queryClient.fetchQuery(certificateCheckQueryOptions(params.certificateNo ?? ''));
  },
);

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RootErrorBoundary />,
    HydrateFallback: FullScreenLoader,
    // The public settings: the canonical address of every page, the login form's captcha, the map.
    handle: { prefetch: (queryClient) => queryClient.fetchQuery(publicConfigQuery) } satisfies RouteHandle,
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
        ...screen(
          '../features/properties/routes/property-detail-page.tsx',
          'PropertyDetailPage',
          (queryClient, { params }) => queryClient.fetchQuery(propertyQueryOptions(params.id ?? '')),
        ),
      },
      {
        path: 'verify/:certificateNo',
        ...verifyScreen,
        handle: {
          ...verifyScreen.handle,
          notFound: (queryClient, { params }) =>
            queryClient.getQueryData(certificateCheckKey(params.certificateNo ?? '')) === null,
        } satisfies RouteHandle,
      },
      {
        Component: RequireAuth,
        handle: { needsSession: true } satisfies RouteHandle,
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
          { path: 'property/:id/sale', ...screen('../features/sale/sale-page.tsx', 'SalePage') },
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
        handle: { needsSession: true } satisfies RouteHandle,
        children: [{ path: 'admin', ...screen('../features/admin/admin-page.tsx', 'AdminPage') }],
      },
      { path: 'unauthorized', ...screen('./unauthorized-page.tsx', 'UnauthorizedPage') },
      ...POLICY_PAGES.map((page): RouteObject => ({ path: page.path.slice(1), ...policy(page.slug) })),
      { path: '*', ...notFoundScreen, handle: { ...notFoundScreen.handle, notFound: true } },
    ],
  },
];

/**
 * The screen modules of the page at `path` (outer route first), as the build's manifest names them:
 * the server preloads their code and stylesheets with the page.
 */
export function screenModulesOf(path: string): string[] {
  return (matchRoutes(routes, pathWithoutLocale(path)) ?? []).flatMap(({ route }) => {
    const handle = route.handle as RouteHandle | undefined;
    return handle?.module ? [handle.module] : [];
  });
}

/** The router of the app's language: Hindi pages live under /hi (docs/product.md, "Languages"). */
export function createAppRouter() {
  return createBrowserRouter(routes, { basename: basenameOf(activeLocale()) });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The router for a page the server rendered, created as React Router documents for hydrating
 * server-rendered HTML with lazy routes: the code of the routes matching the address is loaded first,
 * then the router is created with hydration data (the routes have no loaders: their data comes with the
 * query cache). It starts initialized on the screen already on screen and, as for any server-rendered
 * page, leaves the scroll position alone on its first render: a visitor who scrolled the page while the
 * app loaded stays where they were, and the link under their pointer stays there.
 */
export async function createHydratingRouter(): Promise<AppRouter> {
  const basename = basenameOf(activeLocale());
  const lazyMatches = (matchRoutes(routes, window.location, basename) ?? []).filter(
    (match) => match.route.lazy,
  );
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const screen = await route.lazy();
      Object.assign(route, { ...screen, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { basename, hydrationData: {} });
}
