import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { App } from './app/app';
import { applyStoredDisplayPreferences } from './app/display-preferences';
import { AppProviders } from './app/providers';

// The remembered text size and contrast, before anything is drawn (no inline script: see the module).
applyStoredDisplayPreferences();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The first render as a transition: React then works in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task that blocks input (Total Blocking Time, decision 015).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <App />
      </AppProviders>
    </StrictMode>,
  );
});
