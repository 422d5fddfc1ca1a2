import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { TOKEN_STORAGE_KEY } from '@eauction/shared';
import { AppProviders } from '../app/providers';
import { fakeApi, makeAuthUser } from '../testing/app-test-utils';
import { useAuth } from './auth';

function Controls() {
  const { user, logout, setSession, setUser } = useAuth();
  return (
    <div>
      <p data-testid="who">
        {user ? `${user.firstName}:${user.interestedProperties.join(',')}` : 'anonymous'}
      </p>
      <button onClick={logout}>Logout</button>
      <button onClick={() => setSession(makeAuthUser({ _id: 'u-2', firstName: 'Ravi' }), 'token-2')}>
        Sign in as Ravi
      </button>
      <button onClick={() => setUser((current) => ({ ...current, interestedProperties: ['p-9'] }))}>
        Save p-9
      </button>
    </div>
  );
}

function renderWithCache() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['config'], { captchaProvider: 'off' });
  queryClient.setQueryData(['properties', 'list', { page: 1 }], { data: [] });
  queryClient.setQueryData(['interested-properties'], [{ _id: 'p-1' }]);
  queryClient.setQueryData(['bidding-history'], [{ amount: 1000 }]);
  render(
    <AppProviders queryClient={queryClient} env="test">
      <Controls />
    </AppProviders>,
  );
  return queryClient;
}

describe('session', () => {
  it("logout removes the token and drops the user's cached data, keeping the public catalogue", async () => {
    fakeApi(undefined, { user: makeAuthUser({ firstName: 'Meera' }) });
    const queryClient = renderWithCache();
    await screen.findByText(/^Meera:/);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByTestId('who').textContent).toBe('anonymous');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryData(['interested-properties'])).toBeUndefined();
    expect(queryClient.getQueryData(['bidding-history'])).toBeUndefined();
    expect(queryClient.getQueryData(['config'])).toEqual({ captchaProvider: 'off' });
    expect(queryClient.getQueryData(['properties', 'list', { page: 1 }])).toEqual({ data: [] });
  });

  it("a new session starts without the previous user's cached data", async () => {
    fakeApi();
    const queryClient = renderWithCache();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in as Ravi' }));
    expect(screen.getByTestId('who').textContent).toBe('Ravi:');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-2');
    expect(queryClient.getQueryData(['interested-properties'])).toBeUndefined();
  });

  it('applies an updater to the current user, and never brings a signed-out user back', async () => {
    fakeApi();
    renderWithCache();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in as Ravi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save p-9' }));
    expect(screen.getByTestId('who').textContent).toBe('Ravi:p-9');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save p-9' })));
    expect(screen.getByTestId('who').textContent).toBe('anonymous');
  });
});

describe('checking the stored session at start', () => {
  const refusal = (status: number, code: string) => ({
    status,
    body: { success: false, error: 'Refused', code },
  });

  it('a refused token logs out silently and forgets the token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'revoked-token');
    fakeApi(({ url }) => (url.pathname === '/api/auth/me' ? refusal(401, 'UNAUTHORIZED') : undefined));
    renderWithCache();
    await waitFor(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull());
    expect(screen.getByTestId('who').textContent).toBe('anonymous');
  });

  it('a busy server (429) or a failing one (503) keeps the session and is asked again', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'good-token');
    const answers = [refusal(429, 'RATE_LIMITED'), refusal(503, 'UNAVAILABLE')];
    const user = makeAuthUser({ firstName: 'Meera' });
    const api = fakeApi(({ url }) =>
      url.pathname === '/api/auth/me'
        ? (answers.shift() ?? { body: { success: true, data: user } })
        : undefined,
    );
    renderWithCache();
    // The first retry comes after 1 s, the second after 2 s more.
    expect(await screen.findByText(/^Meera:/, undefined, { timeout: 6_000 })).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('good-token');
    expect(api.requests.filter((r) => r.url.pathname === '/api/auth/me')).toHaveLength(3);
  }, 10_000);
});
