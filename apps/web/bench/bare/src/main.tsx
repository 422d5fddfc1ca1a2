import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The floor of the stack: React 19 mounted by a Vite build, served by the same server code as the app.
// It carries the same head essentials as the app (lang, viewport, title, description, robots.txt) so
// that any gap in the figures is the app's own weight, not a missing tag.
function BarePage() {
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: '40rem',
        margin: '2rem auto',
        padding: '0 1rem',
      }}
    >
      <h1>Bare Vite + React page</h1>
      <p>
        This page is the baseline that <code>npm run bench:web</code> measures beside the e-auction site: one
        component, no router, no styles library, no data fetching.
      </p>
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <BarePage />
  </StrictMode>,
);
