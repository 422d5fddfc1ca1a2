import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fakeApi, renderRoutes } from '../testing/app-test-utils';
import {
  CONTRAST_STORAGE_KEY,
  TEXT_SIZE_STORAGE_KEY,
  applyStoredDisplayPreferences,
  setDisplayPreferences,
} from './display-preferences';
import { RootLayout } from './layout';

function LoadsLater() {
  // A page whose heading shows only once its data has come.
  const [isLoaded, setLoaded] = useState(false);
  return isLoaded ? (
    <h1>Loaded page</h1>
  ) : (
    <button type="button" onClick={() => setLoaded(true)}>
      Finish loading
    </button>
  );
}

function Filters() {
  const [, setParams] = useSearchParams();
  return (
    <>
      <h1>Listing</h1>
      <button type="button" onClick={() => setParams({ type: 'LAND' })}>
        Filter
      </button>
    </>
  );
}

const shellRoutes = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      {
        index: true,
        element: (
          <>
            <h1>Home</h1>
            <Link to="/about">About link</Link>
            <Link to="/slow">Slow link</Link>
          </>
        ),
      },
      { path: 'about', element: <h1>About</h1> },
      { path: 'slow', Component: LoadsLater },
      { path: 'listing', Component: Filters },
    ],
  },
];

const html = document.documentElement;
const bar = () => screen.getByRole('region', { name: 'Accessibility options' });
const button = (name: RegExp | string) => within(bar()).getByRole('button', { name });
const pressed = (name: RegExp | string) => button(name).getAttribute('aria-pressed');

async function renderShell(path = '/') {
  fakeApi();
  const view = renderRoutes(shellRoutes, path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

afterEach(() => {
  // The preferences live on <html> and in a module: back to normal for the next test.
  setDisplayPreferences({ textSize: 100, highContrast: false });
  localStorage.clear();
});

describe('text size controls', () => {
  it("steps the root font size with 'A-' and 'A+', resets with 'A', and remembers the choice", async () => {
    await renderShell();
    expect(html.dataset.textSize).toBeUndefined();
    expect(pressed('A Normal text size')).toBe('true');
    expect(pressed('A+ Increase text size')).toBe('false');

    fireEvent.click(button('A+ Increase text size'));
    expect(html.dataset.textSize).toBe('112.5');
    expect(localStorage.getItem(TEXT_SIZE_STORAGE_KEY)).toBe('112.5');
    expect(pressed('A+ Increase text size')).toBe('true');
    expect(pressed('A Normal text size')).toBe('false');
    expect(within(bar()).getByRole('status').textContent).toBe('Text size 112.5%');

    fireEvent.click(button('A+ Increase text size'));
    expect(html.dataset.textSize).toBe('125');
    // The top of the scale: the button stays focusable but says it can do no more.
    expect(button('A+ Increase text size').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button('A+ Increase text size'));
    expect(html.dataset.textSize).toBe('125');

    fireEvent.click(button('A Normal text size'));
    expect(html.dataset.textSize).toBeUndefined();
    expect(localStorage.getItem(TEXT_SIZE_STORAGE_KEY)).toBeNull();

    fireEvent.click(button('A- Decrease text size'));
    expect(html.dataset.textSize).toBe('87.5');
    expect(pressed('A- Decrease text size')).toBe('true');
    expect(button('A- Decrease text size').getAttribute('aria-disabled')).toBe('true');
  });

  it('applies the stored size and contrast at start, and ignores values it does not know', () => {
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, '125');
    localStorage.setItem(CONTRAST_STORAGE_KEY, 'high');
    applyStoredDisplayPreferences();
    expect(html.dataset.textSize).toBe('125');
    expect(html.dataset.contrast).toBe('high');

    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, '300');
    localStorage.setItem(CONTRAST_STORAGE_KEY, 'dazzling');
    applyStoredDisplayPreferences();
    expect(html.dataset.textSize).toBeUndefined();
    expect(html.dataset.contrast).toBeUndefined();
  });
});

describe('high contrast toggle', () => {
  it('switches the theme on <html>, says whether it is on, and remembers it', async () => {
    await renderShell();
    const toggle = button('High contrast');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(html.dataset.contrast).toBe('high');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(CONTRAST_STORAGE_KEY)).toBe('high');
    fireEvent.click(toggle);
    expect(html.dataset.contrast).toBeUndefined();
    expect(localStorage.getItem(CONTRAST_STORAGE_KEY)).toBeNull();
  });
});

describe('focus after a route change', () => {
  it('leaves focus alone on the first load and moves it to the new h1 after following a link', async () => {
    await renderShell();
    expect(document.activeElement).toBe(document.body);
    const link = screen.getByRole('link', { name: 'About link' });
    link.focus();
    fireEvent.click(link);
    const heading = await screen.findByRole('heading', { level: 1, name: 'About' });
    expect(document.activeElement).toBe(heading);
    // Focusable by script only: no extra Tab stop.
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('holds focus on <main> while the page loads, then moves it to the heading when it shows', async () => {
    await renderShell();
    fireEvent.click(screen.getByRole('link', { name: 'Slow link' }));
    const finish = await screen.findByRole('button', { name: 'Finish loading' });
    expect(document.activeElement).toBe(screen.getByRole('main'));
    await act(async () => finish.click());
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Loaded page' }));
  });

  it('keeps focus where it is when only the query string changes', async () => {
    const { router } = await renderShell('/listing');
    const filter = screen.getByRole('button', { name: 'Filter' });
    filter.focus();
    fireEvent.click(filter);
    await act(async () => {});
    expect(router.state.location.search).toBe('?type=LAND');
    expect(document.activeElement).toBe(filter);
  });
});
