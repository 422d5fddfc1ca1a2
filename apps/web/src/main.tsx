import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/mantine-styles';
import './app/global.css';
import { App } from './app/app';
import { applyStoredDisplayPreferences } from './app/display-preferences';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter, createHydratingRouter, type AppRouter } from './app/router';
import { hydratePageData, isServerRendered, ServerRenderedRelease } from './app/server-rendered';
import { getStoredToken } from './lib/api-client';
import { activateLocale, loadCatalogues, localeOfLocation, STARTUP_CATALOGUES } from './lib/i18n';

// The remembered text size and contrast, before anything is drawn (the server's boot script has
// usually done it already; the dev server's index.html has none).
applyStoredDisplayPreferences();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// A page the server rendered sends the data it was rendered from: the first render shows it.
const queryClient = createQueryClient();
const renderedAt = hydratePageData(queryClient);

// Hydrating, the app's first render uses the server's moment of rendering.
const app = (router: AppRouter, hydrated: boolean) => (
  <StrictMode>
    <AppProviders queryClient={queryClient} renderedAt={hydrated ? renderedAt : undefined}>
      <ServerRenderedRelease hydrated={hydrated} />
      <App router={router} />
    </AppProviders>
  </StrictMode>
);

/**
 * A page the server rendered (src/server/render.tsx) stays on screen until React can take it over with
 * the same screen, its code loaded first; React then hydrates it, adopting the markup instead of
 * building it again, as a transition: React works in slices and yields to input between them. It was
 * rendered for an anonymous visitor, so with a stored session the app draws its own page over it.
 */
// The page's language is in its address (/hi/... for Hindi): its shell's messages come first.
const locale = localeOfLocation();
const start = loadCatalogues(STARTUP_CATALOGUES, locale).then(() => activateLocale(locale));

if (isServerRendered(container)) {
  void start
    .then(() => createHydratingRouter())
    .then((router) => {
      if (getStoredToken() === null) startTransition(() => void hydrateRoot(container, app(router, true)));
      else createRoot(container).render(app(router, false));
    });
} else {
  void start.then(() => createRoot(container).render(app(createAppRouter(), false)));
}
