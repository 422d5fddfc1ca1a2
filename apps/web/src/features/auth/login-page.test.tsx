import { useImperativeHandle, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '@eauction/shared';
import { fakeApi, makeAuthUser, renderRoutes, type FakeHandler } from '../../testing/app-test-utils';
import type { CaptchaHandle, CaptchaState } from './components/altcha-captcha';
import { LoginPage } from './login-page';

/*
 * The ALTCHA widget needs Web Workers and WebCrypto, which jsdom lacks; the browser tests click the
 * real one. Here a stand-in reports the widget's states to the form the way the real one does.
 */
const captcha = vi.hoisted(() => ({ resets: 0 }));
vi.mock('./components/altcha-captcha', () => ({
  CAPTCHA_CHALLENGE_URL: '/api/captcha/challenge',
  AltchaCaptcha: function FakeAltcha({
    onStateChange,
    describedBy,
    ref,
  }: {
    onStateChange: (state: CaptchaState, payload: string | null) => void;
    describedBy?: string;
    ref?: Ref<CaptchaHandle>;
  }) {
    useImperativeHandle(ref, () => ({
      reset: () => {
        captcha.resets += 1;
        onStateChange('unverified', null);
      },
      focus: () => document.getElementById('fake-captcha')?.focus(),
    }));
    return (
      <div>
        <input
          id="fake-captcha"
          type="checkbox"
          aria-label="I'm not a robot"
          aria-describedby={describedBy}
        />
        <button type="button" onClick={() => onStateChange('verified', 'solved-payload')}>
          Solve
        </button>
        <button type="button" onClick={() => onStateChange('expired', null)}>
          Expire
        </button>
        <button type="button" onClick={() => onStateChange('error', null)}>
          Break
        </button>
      </div>
    );
  },
}));

const withCaptcha =
  (handler: FakeHandler = () => undefined): FakeHandler =>
  (request) => {
    if (request.url.pathname === '/api/config')
      return {
        body: {
          success: true,
          data: {
            mapTileUrl: '',
            mapAttribution: '',
            captchaProvider: 'altcha',
            publicUrl: 'http://localhost',
          },
        },
      };
    return handler(request);
  };

const loginAnswer = (request: Parameters<FakeHandler>[0]) =>
  request.url.pathname === '/api/auth/login'
    ? { body: { success: true, data: { user: makeAuthUser({ firstName: 'Meera' }), token: 'jwt-token' } } }
    : undefined;

function renderLogin() {
  const result = renderRoutes(
    [
      { path: '/login', Component: LoginPage },
      { path: '/', element: <h1>Home page</h1> },
      { path: '/property/:id', element: <h1>Property page</h1> },
    ],
    '/login',
  );
  return result;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
/** Types the credentials as a person does: each field gets the focus, then its text. */
function fillCredentials() {
  for (const [label, value] of [
    [/^Email/, ' Meera.Iyer@Example.in '],
    [/^Password/, 'Secret@123'],
  ] as const) {
    fireEvent.focusIn(field(label));
    fireEvent.change(field(label), { target: { value } });
  }
}
/** The (stand-in) widget, which comes once the visitor has started on the form. */
const widgetArrives = () => screen.findByRole('button', { name: 'Solve' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

describe('LOGIN', () => {
  it('shows the links to reset a password and to register', async () => {
    fakeApi();
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'LOGIN' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'I forgot my Password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register Now' }).getAttribute('href')).toBe('/register');
  });

  it("says 'email is required' and 'Password is required' and sends nothing", async () => {
    const { requests } = fakeApi();
    renderLogin();
    await screen.findByRole('heading', { level: 1, name: 'LOGIN' });
    submit();
    expect(await screen.findByText('email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Email/));
    expect(requests.some((r) => r.url.pathname === '/api/auth/login')).toBe(false);
  });

  it("asks for the captcha with 'Captcha is required', then sends the widget's payload", async () => {
    const { requests } = fakeApi(withCaptcha(loginAnswer));
    const { router } = renderLogin();
    await screen.findByRole('checkbox', { name: "I'm not a robot" });
    fillCredentials();
    await widgetArrives();
    submit();
    expect(await screen.findByText('Captcha is required')).toBeTruthy();
    // The message is tied to the widget's checkbox, which gets the focus.
    const box = screen.getByRole('checkbox', { name: "I'm not a robot" });
    expect(document.activeElement).toBe(box);
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Captcha is required',
    );
    expect(requests.some((r) => r.url.pathname === '/api/auth/login')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    expect(screen.queryByText('Captcha is required')).toBeNull();
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requests.find((r) => r.url.pathname === '/api/auth/login')?.body).toEqual({
      email: 'meera.iyer@example.in',
      password: 'Secret@123',
      captcha: 'solved-payload',
    });
  });

  it('shows the expired and error messages of the captcha, clearing the value; Refresh starts over', async () => {
    const { requests } = fakeApi(withCaptcha(loginAnswer));
    renderLogin();
    await screen.findByRole('checkbox', { name: "I'm not a robot" });
    fillCredentials();
    await widgetArrives();

    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    fireEvent.click(screen.getByRole('button', { name: 'Expire' }));
    expect(await screen.findByText('Captcha has expired. Please verify again.')).toBeTruthy();
    submit();
    // The expired solution is gone: the login does not go out.
    expect(await screen.findByText('Captcha is required')).toBeTruthy();
    expect(requests.some((r) => r.url.pathname === '/api/auth/login')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Break' }));
    expect(await screen.findByText('Error loading captcha. Please try again.')).toBeTruthy();

    const before = captcha.resets;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh captcha' }));
    expect(captcha.resets).toBe(before + 1);
    expect(screen.queryByText('Error loading captcha. Please try again.')).toBeNull();
  });

  it('brings the captcha widget with the page, with a loading status in its place until then', async () => {
    fakeApi(withCaptcha());
    renderLogin();
    const group = await screen.findByRole('group', { name: 'Security check' });
    await widgetArrives();
    const box = screen.getByRole('checkbox', { name: "I'm not a robot" });
    expect(box.id).toBe('fake-captcha');
    expect(group.contains(box)).toBe(true);
    expect(screen.queryByRole('status', { name: 'Loading the captcha' })).toBeNull();
  });

  it('returns to the remembered location after signing in and stores the token', async () => {
    fakeApi(loginAnswer);
    const { router } = renderLogin();
    await screen.findByRole('heading', { level: 1, name: 'LOGIN' });
    await router.navigate('/login', { state: { from: '/property/p-7' } });
    fillCredentials();
    submit();
    expect(await screen.findByRole('heading', { name: 'Property page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/property/p-7');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-token');
  });

  it("sends captcha 'off' when the server runs without a captcha, and ignores a return path to another site", async () => {
    const { requests } = fakeApi(loginAnswer);
    const { router } = renderLogin();
    await screen.findByRole('heading', { level: 1, name: 'LOGIN' });
    await router.navigate('/login', { state: { from: '//evil.example/phish' } });
    expect(screen.queryByRole('group', { name: 'Security check' })).toBeNull();
    fillCredentials();
    submit();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(requests.find((r) => r.url.pathname === '/api/auth/login')?.body).toMatchObject({
      captcha: 'off',
    });
  });

  it("shows the server's error in the general box and resets the captcha after a failure", async () => {
    fakeApi(
      withCaptcha((request) =>
        request.url.pathname === '/api/auth/login'
          ? {
              status: 401,
              body: { success: false, error: 'Invalid email or password', code: 'UNAUTHORIZED' },
            }
          : undefined,
      ),
    );
    const { router } = renderLogin();
    await screen.findByRole('checkbox', { name: "I'm not a robot" });
    fillCredentials();
    fireEvent.click(await widgetArrives());
    const before = captcha.resets;
    submit();
    const alert = await screen.findByText('Invalid email or password');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(captcha.resets).toBe(before + 1);
    expect(router.state.location.pathname).toBe('/login');
    // The spent solution is not sent again.
    submit();
    expect(await screen.findByText('Captcha is required')).toBeTruthy();
  });

  it("says 'Login failed. Please try again.' when the answer has no message", async () => {
    fakeApi((request) =>
      request.url.pathname === '/api/auth/login' ? { status: 500, body: null } : undefined,
    );
    renderLogin();
    await screen.findByRole('heading', { level: 1, name: 'LOGIN' });
    fillCredentials();
    submit();
    expect(await screen.findByText('Login failed. Please try again.')).toBeTruthy();
  });
});
