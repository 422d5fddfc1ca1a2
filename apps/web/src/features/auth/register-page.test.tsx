import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderRoutes } from '../../testing/app-test-utils';
import { holdAnswer } from '../../testing/hold-answer';
import { RegisterPage } from './register-page';

function renderRegister() {
  return renderRoutes([{ path: '/register', Component: RegisterPage }], '/register');
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const select = (label: string | RegExp) => screen.getByLabelText(label) as HTMLSelectElement;

function type(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}
function typeAndBlur(label: string | RegExp, value: string) {
  type(label, value);
  fireEvent.blur(field(label));
}
function choose(label: string | RegExp, value: string) {
  fireEvent.change(select(label), { target: { value } });
}

/** The message Mantine shows under an input, tied to it through aria-describedby. */
function messageOf(label: string | RegExp): string | null {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

function fillValidForm() {
  type(/^First name/, 'Meera');
  type(/^Last name/, 'Iyer');
  type(/^Organization name/, 'Iyer Estates');
  choose(/^State/, 'maharashtra');
  choose(/^City/, 'pune');
  type(/^Pincode/, '411001');
  type(/^Mobile number/, '9811122233');
  type(/^Email/, 'Meera.Iyer@Example.in');
  type(/^Password/, 'Secret@123');
  type(/^Confirm password/, 'Secret@123');
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

describe('REGISTRATION', () => {
  it('shows the h1 and the field hints', async () => {
    fakeApi();
    renderRegister();
    expect(await screen.findByRole('heading', { level: 1, name: 'REGISTRATION' })).toBeTruthy();
    expect(screen.getByText('Your e-mail address is validated and cannot be edited later.')).toBeTruthy();
    expect(
      screen.getByText('8-20 characters with at least 1 number, 1 alphabet and 1 special character.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /terms and conditions/ }).getAttribute('href')).toBe(
      '/terms-of-use',
    );
    expect(field('Country').value).toBe('India');
    expect(field('Country').readOnly).toBe(true);
  });

  it('checks each field when it loses focus, with the account registration messages', async () => {
    fakeApi();
    renderRegister();
    await screen.findByRole('heading', { level: 1, name: 'REGISTRATION' });

    typeAndBlur(/^First name/, '   ');
    expect(messageOf(/^First name/)).toBe('First name is required');
    typeAndBlur(/^First name/, 'x'.repeat(31));
    expect(messageOf(/^First name/)).toBe('First name must be at most 30 characters');
    typeAndBlur(/^Email/, 'meera@');
    expect(messageOf(/^Email/)).toBe('Invalid email format');
    typeAndBlur(/^Mobile number/, '98111');
    expect(messageOf(/^Mobile number/)).toBe('Invalid mobile number');
    typeAndBlur(/^Pincode/, '011001');
    expect(messageOf(/^Pincode/)).toBe('Invalid pincode');
    typeAndBlur(/^PAN card number/, 'abcde12345');
    expect(messageOf(/^PAN card number/)).toBe('Invalid PAN card format');

    typeAndBlur(/^Password/, 'Ab@1234');
    expect(messageOf(/^Password/)).toBe('Password must be at least 8 characters');
    typeAndBlur(/^Password/, 'Abcdefgh@12345678901');
    expect(messageOf(/^Password/)).toBeNull(); // exactly 20 passes
    typeAndBlur(/^Password/, 'Abcdefgh@123456789012');
    expect(messageOf(/^Password/)).toBe('Password must be less than 20 characters');
    typeAndBlur(/^Password/, 'Abcdefgh@');
    expect(messageOf(/^Password/)).toBe('Password must contain at least 1 number');
    typeAndBlur(/^Password/, '12345678@');
    expect(messageOf(/^Password/)).toBe('Password must contain at least 1 letter');
    typeAndBlur(/^Password/, 'Abcdefgh1');
    expect(messageOf(/^Password/)).toBe('Password must contain at least 1 special character');

    // The comparison shows even while other fields are still empty or wrong.
    typeAndBlur(/^Password/, 'Secret@123');
    typeAndBlur(/^Confirm password/, 'Secret@124');
    expect(messageOf(/^Confirm password/)).toBe("Passwords don't match");
    // Blurring one field leaves the others' untouched fields quiet.
    expect(messageOf(/^Last name/)).toBeNull();
  });

  it('shows every message and the banner on a submit with errors, focusing the first invalid field', async () => {
    const { requests } = fakeApi();
    renderRegister();
    await screen.findByRole('heading', { level: 1, name: 'REGISTRATION' });
    submit();
    expect(await screen.findByText('Please fix the errors in the form')).toBeTruthy();
    expect(messageOf(/^First name/)).toBe('First name is required');
    expect(messageOf(/^Last name/)).toBe('Last name is required');
    expect(messageOf(/^Organization name/)).toBe('Organization name is required');
    expect(messageOf(/^State/)).toBe('State is required');
    expect(messageOf(/^City/)).toBe('City is required');
    expect(messageOf(/^Pincode/)).toBe('Pincode is required');
    expect(messageOf(/^Mobile number/)).toBe('Mobile number is required');
    expect(messageOf(/^Email/)).toBe('Email is required');
    expect(messageOf(/^Password/)).toBe('Password is required');
    expect(messageOf(/^PAN card number/)).toBeNull(); // optional
    expect(messageOf(/^Address/)).toBeNull(); // optional
    expect(screen.getByText('You must accept the terms and conditions')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^First name/));
    expect(field(/^First name/).getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((r) => r.url.pathname === '/api/auth/register')).toBe(false);
  });

  it("clears a field's message as soon as the field is edited", async () => {
    fakeApi();
    renderRegister();
    await screen.findByRole('heading', { level: 1, name: 'REGISTRATION' });
    submit();
    await screen.findByText('Please fix the errors in the form');
    type(/^Last name/, 'I');
    expect(messageOf(/^Last name/)).toBeNull();
    expect(messageOf(/^First name/)).toBe('First name is required');
  });

  it('resets the city when the state changes, offering only that state’s cities', async () => {
    fakeApi();
    renderRegister();
    await screen.findByRole('heading', { level: 1, name: 'REGISTRATION' });
    choose(/^State/, 'gujarat');
    const cities = () => [...select(/^City/).options].map((o) => o.value).filter(Boolean);
    expect(cities()).toEqual(['ahmedabad', 'surat', 'vadodara']);
    choose(/^City/, 'surat');
    expect(select(/^City/).value).toBe('surat');
    choose(/^State/, 'delhi');
    expect(select(/^City/).value).toBe('');
    expect(cities()).toEqual(['new-delhi', 'north-delhi', 'south-delhi']);
    expect(screen.getByRole('option', { name: 'New Delhi' })).toBeTruthy();
    // A select shows '' for a value it does not offer: the form's own value must be empty too.
    submit();
    await screen.findByText('Please fix the errors in the form');
    expect(messageOf(/^City/)).toBe('City is required');
  });

  it('resets the sub-industry when the industry changes, and the preferred city with the preferred state', async () => {
    fakeApi();
    renderRegister();
    await screen.findByRole('heading', { level: 1, name: 'REGISTRATION' });
    choose('Preferred industry', 'banking');
    choose('Preferred sub-industry', 'retail-banking');
    expect(select('Preferred sub-industry').value).toBe('retail-banking');
    choose('Preferred industry', 'automotive');
    expect(select('Preferred sub-industry').value).toBe('');
    expect([...select('Preferred sub-industry').options].map((o) => o.value).filter(Boolean)).toEqual([
      'cars',
      'commercial-vehicles',
      'spare-parts',
    ]);

    choose('Preferred state', 'maharashtra');
    choose('Preferred city', 'nagpur');
    choose('Preferred state', 'gujarat');
    expect(select('Preferred city').value).toBe('');
    submit();
    await screen.findByText('Please fix the errors in the form');
    expect(messageOf('Preferred sub-industry')).toBeNull();
    expect(messageOf('Preferred city')).toBeNull();
  });

  it("sends the payload, says 'Registering...' in flight, then shows the success message", async () => {
    const { requests, fetchMock } = fakeApi();
    const answer = holdAnswer(fetchMock, '/api/auth/register');
    renderRegister();
    await screen.findByRole('heading', { level: 1, name: 'REGISTRATION' });
    fillValidForm();
    choose('Preferred industry', 'real-estate');
    choose('Preferred sub-industry', 'commercial');
    submit();
    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Registering...' }) as HTMLButtonElement).disabled).toBe(true);

    const sent = requests.find((r) => r.url.pathname === '/api/auth/register')?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      firstName: 'Meera',
      lastName: 'Iyer',
      organizationName: 'Iyer Estates',
      country: 'India',
      state: 'maharashtra',
      city: 'pune',
      pincode: '411001',
      mobile: '9811122233',
      email: 'meera.iyer@example.in',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      preferredIndustry: 'real-estate',
      preferredSubIndustry: 'commercial',
      preferredLocation: { country: 'India', state: '', city: '' },
      acceptTerms: true,
      // The page's language: the account's mails come in it.
      language: 'en',
    });

    answer({ status: 201, body: { success: true, data: { message: 'Registered' } } });
    expect(
      await screen.findByText('Registration successful! Please check your email to verify your account.'),
    ).toBeTruthy();
    // The same answer comes for an address that already has an account: the screen says so.
    expect(
      screen.getByText(
        'If this e-mail address already has an account, the e-mail tells you how to log in or reset your password instead.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it("shows the server's error and its field messages when registration is refused", async () => {
    fakeApi((request) =>
      request.url.pathname === '/api/auth/register'
        ? {
            status: 400,
            body: {
              success: false,
              error: 'Invalid email format',
              code: 'VALIDATION_FAILED',
              fields: { email: 'Invalid email format' },
            },
          }
        : undefined,
    );
    renderRegister();
    await screen.findByRole('heading', { level: 1, name: 'REGISTRATION' });
    fillValidForm();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid email format');
    expect(messageOf(/^Email/)).toBe('Invalid email format');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    // The form keeps what was typed so it can be corrected.
    expect(field(/^First name/).value).toBe('Meera');
  });

  it("says 'Registration failed' when the server's answer carries no message", async () => {
    fakeApi((request) =>
      request.url.pathname === '/api/auth/register' ? { status: 502, body: null } : undefined,
    );
    renderRegister();
    await screen.findByRole('heading', { level: 1, name: 'REGISTRATION' });
    fillValidForm();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Registration failed');
  });
});
