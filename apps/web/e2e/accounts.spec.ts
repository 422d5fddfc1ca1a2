import { expect, test, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '@eauction/shared';
import { linkFromOutbox } from './session-support';
import { collectPageErrors, seriousViolations, tileHosts } from './shell-support';

/*
 * Accounts in a real browser against the production build on a real server: registration through the
 * form, the e-mailed verification link read from the server's outbox, a login that solves the real
 * ALTCHA proof of work in the browser, the profile tabs, the interested list and logout.
 */

const DEMO_BIDDER = { email: 'bidder@enilami.in', password: 'Bidder@12345', firstName: 'Demo' };

/** The input labelled exactly `label`; a required field's label also shows Mantine's ' *'. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/**
 * Ticks the ALTCHA checkbox and waits while the browser solves the proof of work: with the mouse on the
 * widget's label, or from the keyboard (Tab to the checkbox, Space), as a keyboard-only user would.
 */
async function solveCaptcha(page: Page, via: 'mouse' | 'keyboard' = 'mouse') {
  const widget = page.locator('altcha-widget');
  const box = widget.getByRole('checkbox', { name: "I'm not a robot" });
  await expect(box).toBeVisible();
  if (via === 'mouse') {
    await widget.getByText("I'm not a robot").click();
  } else {
    await box.focus();
    await page.keyboard.press('Space');
  }
  await expect(widget.locator('.altcha')).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
}

async function logIn(page: Page, email: string, password: string, via: 'mouse' | 'keyboard' = 'mouse') {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'LOGIN' })).toBeVisible();
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await solveCaptcha(page, via);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test.describe('accounts', () => {
  test('a person registers, follows the e-mailed link, logs in with the captcha, edits the profile, saves and removes a property, and logs out', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const errors = collectPageErrors(page, await tileHosts(request));
    const email = `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
    const password = 'Secret@123';

    // Registration: a submit with errors first, then the real thing.
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'REGISTRATION' })).toBeVisible();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Please fix the errors in the form')).toBeVisible();
    await expect(field(page, 'First name')).toBeFocused();
    await expect(page.getByText('First name is required')).toBeVisible();

    await field(page, 'First name').fill('Kavya');
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await field(page, 'Last name').fill('Raman');
    await field(page, 'Organization name').fill('Raman Holdings');
    await field(page, 'State').selectOption('gujarat');
    await field(page, 'City').selectOption('surat');
    await field(page, 'Pincode').fill('395003');
    await field(page, 'Mobile number').fill('9876501234');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(password);
    await field(page, 'Confirm password').fill(password);
    await field(page, 'Preferred industry').selectOption('real-estate');
    await field(page, 'Preferred sub-industry').selectOption('residential');
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(
      page.getByText('Registration successful! Please check your email to verify your account.'),
    ).toBeVisible();

    // Logging in before verifying is refused.
    await logIn(page, email, password);
    await expect(
      page.getByRole('alert').filter({
        hasText: 'Please verify your email before logging in. Check your inbox for the verification link.',
      }),
    ).toBeVisible();

    // The verification link arrives by e-mail (the outbox) and works once.
    const link = await linkFromOutbox(email, '/verify-email/');
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
    await page.getByRole('link', { name: 'Proceed to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The login form comes with the verified address filled in.
    await expect(page.getByLabel(/^Email/)).toHaveValue(email);

    // Login with the real widget: the browser solves the proof of work.
    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Welcome, Kavya' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeTruthy();

    // Profile: each tab saved on its own.
    await page.getByRole('button', { name: 'Welcome, Kavya' }).click();
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    await expect(page.getByText('Welcome, Kavya Raman')).toBeVisible();
    await expect(field(page, 'Email')).toHaveValue(email);
    await expect(field(page, 'Email')).toHaveJSProperty('readOnly', true);

    const personal = page.getByRole('tabpanel', { name: 'Personal Info' });
    await field(page, 'Last name').fill('Ramanathan');
    await field(page, 'PAN card number').fill('ABCDE1234F');
    await personal.getByRole('button', { name: 'Save Changes' }).click();
    await expect(personal.getByText('Profile updated successfully')).toBeVisible();
    await expect(page.getByText('Welcome, Kavya Ramanathan')).toBeVisible();

    await page.getByRole('tab', { name: 'Address Details' }).click();
    const address = page.getByRole('tabpanel', { name: 'Address Details' });
    await expect(field(page, 'Country')).toHaveValue('India');
    await field(page, 'State').selectOption('maharashtra');
    await expect(field(page, 'City')).toHaveValue('');
    await address.getByRole('button', { name: 'Save Changes' }).click();
    await expect(address.getByText('State and City are required').first()).toBeVisible();
    await field(page, 'City').selectOption('pune');
    await field(page, 'Pincode').fill('411001');
    await field(page, 'Address').fill('14 FC Road, Shivajinagar');
    await address.getByRole('button', { name: 'Save Changes' }).click();
    await expect(address.getByText('Profile updated successfully')).toBeVisible();

    await page.getByRole('tab', { name: 'Bank Details' }).click();
    const bank = page.getByRole('tabpanel', { name: 'Bank Details' });
    await field(page, 'Bank name').fill('State Bank of India');
    await bank.getByRole('button', { name: 'Save Changes' }).click();
    await expect(bank.getByText('Please fill all bank details or leave them all empty')).toBeVisible();
    await field(page, 'Account number').fill('30012345678');
    await field(page, 'IFSC code').fill('SBIN0001234');
    await bank.getByRole('button', { name: 'Save Changes' }).click();
    await expect(bank.getByText('Profile updated successfully')).toBeVisible();

    // The server kept all three tabs: a fresh load reads them back from /api/auth/me.
    await page.reload();
    await expect(field(page, 'Last name')).toHaveValue('Ramanathan');
    await expect(field(page, 'PAN card number')).toHaveValue('ABCDE1234F');
    await page.getByRole('tab', { name: 'Address Details' }).click();
    await expect(field(page, 'City')).toHaveValue('pune');
    await expect(field(page, 'Pincode')).toHaveValue('411001');
    await page.getByRole('tab', { name: 'Bank Details' }).click();
    await expect(field(page, 'IFSC code')).toHaveValue('SBIN0001234');

    // Save a property from a card's heart on the home page.
    await page.goto('/');
    const card = page.getByTestId('property-card').first();
    await expect(card).toBeVisible();
    const propertyId = await card.getAttribute('data-property-id');
    const saved = page.waitForResponse(
      (r) =>
        r.url().includes(`/api/auth/interested-properties/${propertyId}`) && r.request().method() === 'POST',
    );
    await card.getByRole('button', { name: 'Save to interested properties' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(card.getByRole('button', { name: 'Remove from interested properties' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // It is listed under Interested Properties, and can be removed there.
    await page.getByRole('button', { name: 'Welcome, Kavya' }).click();
    await page.getByRole('menuitem', { name: 'Interested Properties' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Interested Properties' })).toBeVisible();
    const listed = page.locator(`[data-testid="interested-card"][data-property-id="${propertyId}"]`);
    await expect(listed).toBeVisible();
    await expect(listed.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/property/${propertyId}`,
    );
    await listed.getByRole('button', { name: /^Remove / }).click();
    await expect(
      page.getByText('You have not added any properties to your interested list yet.'),
    ).toBeVisible();

    // The heart on the card follows the removal.
    await page.goto('/');
    await expect(
      page
        .locator(`[data-property-id="${propertyId}"]`)
        .getByRole('button', { name: 'Save to interested properties' }),
    ).toBeVisible();

    // Logout clears the session and goes to the login page.
    await page.getByRole('button', { name: 'Welcome, Kavya' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
    await page.goto('/dashboard/interested-properties');
    await expect(page).toHaveURL(/\/login$/);

    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });

  test('a forgotten password is reset through the e-mailed link, which then stops working', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `e2e.reset.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
    const registered = await request.post('/api/auth/register', {
      data: {
        firstName: 'Ishaan',
        lastName: 'Mehta',
        organizationName: 'Mehta Traders',
        state: 'delhi',
        city: 'new-delhi',
        pincode: '110001',
        mobile: '9811100001',
        email,
        password: 'First@1234',
        confirmPassword: 'First@1234',
        acceptTerms: true,
      },
    });
    expect(registered.status()).toBe(201);
    await page.goto(new URL(await linkFromOutbox(email, '/verify-email/')).pathname);
    await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();

    await page.goto('/forgot-password');
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'If an account exists for this email, we have sent a password reset link.' }),
    ).toBeVisible();

    const resetPath = new URL(await linkFromOutbox(email, '/reset-password/')).pathname;
    await page.goto(resetPath);
    await field(page, 'New password').fill('Second@1234');
    await field(page, 'Confirm new password').fill('Second@1234');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password has been reset. You can now log in.' }),
    ).toBeVisible();
    // 3 seconds later the login page (docs/product.md, "Reset password").
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

    await page.goto(resetPath);
    await expect(page.getByText('The password reset link has expired or is invalid.')).toBeVisible();

    await logIn(page, email, 'Second@1234', 'keyboard');
    await expect(page.getByRole('button', { name: 'Welcome, Ishaan' })).toBeVisible();
  });

  test('the demo bidder logs in and returns to the page the guard remembered', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/dashboard/interested-properties');
    await expect(page).toHaveURL(/\/login$/);
    await field(page, 'Email').fill(DEMO_BIDDER.email);
    await field(page, 'Password').fill(DEMO_BIDDER.password);
    await solveCaptcha(page, 'keyboard');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/interested-properties$/);
    await expect(page.getByRole('button', { name: `Welcome, ${DEMO_BIDDER.firstName}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Interested Properties' })).toBeVisible();
  });

  test('a wrong password shows the server message and the captcha must be solved again', async ({ page }) => {
    test.setTimeout(90_000);
    await logIn(page, DEMO_BIDDER.email, 'Wrong@12345');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('altcha-widget .altcha')).toHaveAttribute('data-state', 'unverified');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Captcha is required')).toBeVisible();
  });

  test('the captcha ticked before anything else on the form is solved all the same', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/login');
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered');
    // The widget comes with the page; ticked first, it checks at once and keeps the focus.
    const widget = page.locator('altcha-widget');
    await widget.getByText("I'm not a robot").click();
    await expect(widget.locator('.altcha')).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
    await expect(widget.getByRole('checkbox')).toBeFocused();
    await field(page, 'Email').fill(DEMO_BIDDER.email);
    await field(page, 'Password').fill(DEMO_BIDDER.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test('an unknown verification link and an unknown reset link say so', async ({ page }) => {
    await page.goto('/verify-email/not-a-real-token-0000000000000000');
    await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Registration' })).toHaveAttribute(
      'href',
      '/register',
    );
    await page.goto('/reset-password/not-a-real-token-0000000000000000');
    await expect(page.getByText('The password reset link has expired or is invalid.')).toBeVisible();
    await expect(field(page, 'New password')).toHaveCount(0);
    await page.getByRole('link', { name: 'Request New Reset Link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  });
});

test.describe('accounts accessibility', () => {
  test('registration, empty and with its messages, has no serious or critical violation', async ({
    page,
  }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'REGISTRATION' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Please fix the errors in the form')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('login with the captcha widget has no serious or critical violation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Captcha is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('forgot password, an invalid reset link and a failed verification have no serious or critical violation', async ({
    page,
  }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/reset-password/not-a-real-token-0000000000000000');
    await expect(page.getByText('The password reset link has expired or is invalid.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/verify-email/not-a-real-token-0000000000000000');
    await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the dashboard profile tabs and interested properties have no serious or critical violation', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logIn(page, DEMO_BIDDER.email, DEMO_BIDDER.password);
    await expect(page.getByRole('button', { name: `Welcome, ${DEMO_BIDDER.firstName}` })).toBeVisible();
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const tab of ['Address Details', 'Bank Details']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      expect(await seriousViolations(page), tab).toEqual([]);
    }
    await page.goto('/dashboard/interested-properties');
    await expect(page.getByRole('heading', { level: 1, name: 'Interested Properties' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading your interested properties' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
