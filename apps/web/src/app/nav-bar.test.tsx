import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '@eauction/shared';
import { fakeApi, makeAuthUser, renderRoutes } from '../testing/app-test-utils';
import { RootLayout } from './layout';

const shellRoutes = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, element: <h1>Home</h1> },
      { path: 'login', element: <h1>Login screen</h1> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
  },
];

async function openAccountMenu(firstName: string) {
  const name = `Welcome, ${firstName}`;
  // The dropdown is its own chunk: until it arrives the greeting is a plain button.
  await waitFor(() =>
    expect(screen.getByRole('button', { name }).getAttribute('aria-haspopup')).toBe('menu'),
  );
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu');
}

describe('navigation bar', () => {
  it('offers Registration and Login to anonymous visitors', async () => {
    fakeApi();
    renderRoutes(shellRoutes, '/');
    await screen.findByRole('heading', { name: 'Home' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Registration' }).getAttribute('href')).toBe('/register');
    expect(within(header).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(within(header).queryByRole('button', { name: /Welcome/ })).toBeNull();
  });

  it('shows neither Registration nor the greeting while a stored session is being checked', async () => {
    let answer: (() => void) | undefined;
    const user = makeAuthUser({ firstName: 'Meera' });
    const api = fakeApi();
    // The check of the stored token answers only when the test says so.
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const plainFetch = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/auth/me')) {
        await answered;
        return new Response(JSON.stringify({ success: true, data: user }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return plainFetch!(input, init);
    });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    renderRoutes(shellRoutes, '/');
    await screen.findByRole('heading', { name: 'Home' });
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Registration' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Login' })).toBeNull();
    answer?.();
    expect(await within(header).findByRole('button', { name: 'Welcome, Meera' })).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'Registration' })).toBeNull();
  });

  it('links the four main pages and marks the current one', async () => {
    fakeApi();
    renderRoutes(shellRoutes, '/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Upcoming Auction', '/'],
      ['Assets Listing', '/assets'],
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Upcoming Auction' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).toBeNull();
  });

  it("shows an admin the dashboard links and 'Admin Dashboard'", async () => {
    fakeApi(undefined, { user: makeAuthUser({ firstName: 'Kavita', role: 'admin' }) });
    renderRoutes(shellRoutes, '/');
    const menu = await openAccountMenu('Kavita');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Dashboard',
      'Profile Settings',
      'Interested Properties',
      'Bidding History',
      'My Registrations',
      'Admin Dashboard',
      'Logout',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' }).getAttribute('href')).toBe(
      '/admin',
    );
  });

  it("hides 'Admin Dashboard' from a bidder", async () => {
    fakeApi(undefined, { user: makeAuthUser({ firstName: 'Meera', role: 'user' }) });
    renderRoutes(shellRoutes, '/');
    const menu = await openAccountMenu('Meera');
    expect(within(menu).getByRole('menuitem', { name: 'Bidding History' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Dashboard' })).toBeNull();
  });

  it('closes the account menu on Escape pressed on its button, as while it opens', async () => {
    fakeApi(undefined, { user: makeAuthUser({ firstName: 'Meera', role: 'user' }) });
    renderRoutes(shellRoutes, '/');
    await openAccountMenu('Meera');
    const button = screen.getByRole('button', { name: 'Welcome, Meera' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(button, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('logs out: clears the stored token and goes to /login', async () => {
    fakeApi(undefined, { user: makeAuthUser({ firstName: 'Meera' }) });
    const { router } = renderRoutes(shellRoutes, '/');
    const menu = await openAccountMenu('Meera');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it("shows the user's name and e-mail in the mobile menu, without the admin link", async () => {
    fakeApi(undefined, {
      user: makeAuthUser({
        firstName: 'Kavita',
        lastName: 'Rao',
        email: 'kavita.rao@example.in',
        role: 'admin',
      }),
    });
    renderRoutes(shellRoutes, '/');
    await screen.findByRole('button', { name: 'Welcome, Kavita' });
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Kavita Rao')).toBeTruthy();
    expect(within(drawer).getByText('kavita.rao@example.in')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Bidding History' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'My Registrations' }).getAttribute('href')).toBe(
      '/dashboard/registrations',
    );
    expect(within(drawer).getByRole('link', { name: 'Contact Us' })).toBeTruthy();
    expect(within(drawer).queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
  });

  it('has a skip link to the main content as its first focusable element', async () => {
    fakeApi();
    const { container } = renderRoutes(shellRoutes, '/');
    await screen.findByRole('heading', { name: 'Home' });
    const first = container.querySelector('a, button, input, [tabindex]');
    expect(first?.textContent).toBe('Skip to main content');
    expect(first?.getAttribute('href')).toBe('#main-content');
    fireEvent.click(first as Element);
    expect(document.activeElement?.id).toBe('main-content');
    expect(document.activeElement?.tagName).toBe('MAIN');
  });
});
