import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/mantine-styles';
import './app/global.css';
// The theme's CSS variables, computed by Mantine at build time (vite.config.ts, decision 023).
import 'virtual:mantine-css-variables.css';
import { App } from './app/app';
import { applyStoredDisplayPreferences } from './app/display-preferences';
import { FirstPaintRelease, hasFirstPaint, seedFirstPaintData } from './app/first-paint';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouterUninitialized, createHydratingRouter, type AppRouter } from './app/router';
import { getStoredToken } from './lib/api-client';

// The remembered text size and contrast, before anything is drawn (the server's boot script has
// usually done it already; the dev server's index.html has none).
applyStoredDisplayPreferences();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/** The next task, without a timer's minimum delay: a MessageChannel message to ourselves. */
function inNextTask(work: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    work();
  };
  channel.port2.postMessage(null);
}

/**
 * The app's start, in tasks of its own after this module's evaluation (decision 022). Evaluating the
 * app's code is already one long task. The router is created in the next task and started (it matches
 * the address and asks for the first screen's code) in the one after (decision 027); the first render
 * starts once that code is there. In between, the browser can paint and answer input.
 */
function start(root: HTMLElement) {
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
   * The first render as a transition: React then works in slices of a few milliseconds, yielding to the
   * browser between them, instead of one long task that blocks input (Total Blocking Time, decision
   * 015). A page the server drew in advance (decision 017) is hydrated: React adopts the markup on
   * screen instead of building it again. It was drawn for an anonymous visitor, so with a stored session
   * the app draws its own page over it.
   */
  const render = (router: AppRouter, drawnInAdvance: boolean) => {
    const hydrate = drawnInAdvance && getStoredToken() === null;
    startTransition(() => {
      if (hydrate) hydrateRoot(root, app(router, true));
      else createRoot(root).render(app(router, false));
    });
  };

  if (hasFirstPaint(root)) {
    // The page on screen stays there, not a spinner, until React can take it over with the same screen
    // (its code loaded first), and the router takes it over where the visitor has scrolled to.
    void createHydratingRouter().then((router) => render(router, true));
    return;
  }
  const router = createAppRouterUninitialized();
  inNextTask(() => {
    router.initialize();
    render(router, false);
  });
}

inNextTask(() => start(container));
