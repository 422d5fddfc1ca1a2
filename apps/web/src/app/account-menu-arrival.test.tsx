import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, makeAuthUser, renderRoutes } from '../testing/app-test-utils';
import { RootLayout } from './layout';

// The account menu's chunk arrives only when the test lets it: until then the greeting is a plain button.
const menuChunk = vi.hoisted(() => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock('./account-menu', async (importOriginal) => {
  await menuChunk.arrived;
  return importOriginal();
});

describe('account menu', () => {
  it('opens when it arrives after the greeting was clicked before its code had loaded', async () => {
    fakeApi(undefined, { user: makeAuthUser({ firstName: 'Meera', role: 'user' }) });
    renderRoutes(
      [{ path: '/', Component: RootLayout, children: [{ index: true, element: <h1>Home</h1> }] }],
      '/',
    );
    const greeting = await screen.findByRole('button', { name: 'Welcome, Meera' });
    expect(greeting.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(greeting);

    menuChunk.arrive();
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Welcome, Meera' }).getAttribute('aria-expanded')).toBe('true');
  });
});
