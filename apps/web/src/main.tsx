import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/mantine-styles';
import './app/global.css';
import { App } from './app/app';
import { applyStoredDisplayPreferences } from './app/display-preferences';
import { FirstPaintRelease, hasFirstPaint, seedFirstPaintData } from './app/first-paint';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter, createHydratingRouter, type AppRouter } from './app/router';
import { getStoredToken } from './lib/api-client';

// The remembered text size and contrast, before anything is drawn (the server's boot script has
// usually done it already; the dev server's index.html has none).
applyStoredDisplayPreferences();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// A page drawn with its data (the property page) sends that data along: the first render shows it.
const queryClient = createQueryClient();
const drawn = seedFirstPaintData(queryClient);

// Hydrating, the app's first render uses the moment the page was drawn at (decision 024).
const app = (router: AppRouter, hydrated: boolean) => (
  <StrictMode>
    <AppProviders queryClient={queryClient} drawnAt={hydrated ? drawn?.drawnAt : undefined}>
      <FirstPaintRelease hydrated={hydrated} />
      <App router={router} />
    </AppProviders>
  </StrictMode>
);

/**
 * A page the server drew in advance (decision 017) stays on screen, not a spinner, until React can take
 * it over with the same screen (its code loaded first), and the router takes it over where the visitor
 * has scrolled to. React then hydrates it, adopting the markup instead of building it again, as a
 * transition: React works in slices and yields to input between them. It was drawn for an anonymous
 * visitor, so with a stored session the app draws its own page over it instead.
 */
if (hasFirstPaint(container)) {
  void createHydratingRouter().then((router) => {
    if (getStoredToken() === null) startTransition(() => void hydrateRoot(container, app(router, true)));
    else createRoot(container).render(app(router, false));
  });
} else {
  createRoot(container).render(app(createAppRouter(), false));
}
