import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { useAuth } from '../../lib/auth';
import { fakeApi, makeAuthUser, renderRoutes, type FakeHandler } from '../../testing/app-test-utils';
import { holdAnswer } from '../../testing/hold-answer';
import { DashboardLayout } from './dashboard-layout';
import { ProfilePage } from './profile-page';

const user = makeAuthUser({
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera.iyer@example.in',
  organizationName: 'Iyer Estates',
  state: 'maharashtra',
  city: 'pune',
  pincode: '411001',
  mobile: '9811122233',
});

/** PUT /api/users/profile answers the user with the sent fields applied, as the server does. */
const saveProfile: FakeHandler = (request) =>
  request.url.pathname === '/api/users/profile' && request.method === 'PUT'
    ? { body: { success: true, data: { ...user, ...(request.body as object) } } }
    : undefined;

/** The app's guard in miniature: the dashboard mounts once the stored session has been checked. */
function SignedIn() {
  const { user } = useAuth();
  return user ? <Outlet /> : <p>Checking your session</p>;
}

function renderProfile(path = '/dashboard/profile') {
  return renderRoutes(
    [
      {
        Component: SignedIn,
        children: [
          {
            path: '/dashboard',
            Component: DashboardLayout,
            children: [
              { index: true, Component: ProfilePage },
              { path: 'profile', Component: ProfilePage },
            ],
          },
        ],
      },
    ],
    path,
  );
}

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const set = (label: RegExp | string, value: string) => fireEvent.change(field(label), { target: { value } });

function messageOf(label: RegExp | string): string | null {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'))?.textContent ?? null
  );
}

const profileCalls = (requests: Array<{ method: string; url: URL; body: unknown }>) =>
  requests.filter((r) => r.url.pathname === '/api/users/profile');

function panel(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}
const save = (tabPanel: HTMLElement) =>
  fireEvent.click(within(tabPanel).getByRole('button', { name: 'Save Changes' }));

describe('bidder dashboard', () => {
  it('greets the user by first and last name with the account summary and the side menu', async () => {
    fakeApi(undefined, { user });
    renderProfile();
    expect(await screen.findByText('Welcome, Meera Iyer')).toBeTruthy();
    expect(screen.getByText('meera.iyer@example.in')).toBeTruthy();
    expect(screen.getByText('Iyer Estates')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Profile Settings', 'Interested Properties', 'Bidding History', 'My Registrations']);
    expect(within(menu).getByRole('link', { name: 'Profile Settings' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('marks Profile Settings as the current page on /dashboard itself', async () => {
    fakeApi(undefined, { user });
    renderProfile('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getByRole('link', { name: 'Profile Settings' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(menu).getByRole('link', { name: 'Interested Properties' }).getAttribute('aria-current'),
    ).toBeNull();
  });
});

describe('Profile Settings', () => {
  it('shows three tabs with e-mail and country read-only', async () => {
    fakeApi(undefined, { user });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Personal Info',
      'Address Details',
      'Bank Details',
    ]);
    expect(field('Email').readOnly).toBe(true);
    expect(field('Email').value).toBe('meera.iyer@example.in');
    panel('Address Details');
    expect(field('Country').readOnly).toBe(true);
    expect(field('Country').value).toBe('India');
    panel('Bank Details');
    expect(screen.getByText(/used for refund purposes/)).toBeTruthy();
  });

  it('checks the personal tab with the profile messages before sending anything', async () => {
    const { requests } = fakeApi(saveProfile, { user });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    const personal = panel('Personal Info');
    set(/^First name/, '');
    set(/^Mobile number/, '98111');
    set(/^PAN card number/, 'ABCDE12345');
    save(personal);
    expect(await screen.findAllByText('Please fill out all required fields')).toHaveLength(1);
    expect(messageOf(/^First name/)).toBe('Please fill out all required fields');
    expect(messageOf(/^Mobile number/)).toBe('Please enter a valid 10-digit mobile number');
    expect(messageOf(/^PAN card number/)).toBe('Please enter a valid PAN card number (e.g., ABCDE1234F)');
    expect(document.activeElement).toBe(field(/^First name/));
    expect(profileCalls(requests)).toHaveLength(0);
  });

  it("saves the personal tab with only its fields, 'Saving...' while busy, and updates the greeting", async () => {
    const { requests, fetchMock } = fakeApi(saveProfile, { user });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    const answer = holdAnswer(fetchMock, '/api/users/profile');
    const personal = panel('Personal Info');
    set(/^First name/, 'Meenakshi');
    set(/^PAN card number/, 'ABCDE1234F');
    save(personal);
    expect(await within(personal).findByRole('button', { name: 'Saving...' })).toBeTruthy();
    const sent = profileCalls(requests)[0];
    expect(sent?.method).toBe('PUT');
    expect(sent?.body).toEqual({
      firstName: 'Meenakshi',
      lastName: 'Iyer',
      organizationName: 'Iyer Estates',
      mobile: '9811122233',
      landlineNo: '',
      fax: '',
      pancardNo: 'ABCDE1234F',
    });
    answer({ body: { success: true, data: { ...user, firstName: 'Meenakshi', pancardNo: 'ABCDE1234F' } } });
    expect(await within(personal).findByText('Profile updated successfully')).toBeTruthy();
    expect(screen.getByText('Welcome, Meenakshi Iyer')).toBeTruthy();
  });

  it('checks and saves the address tab on its own; choosing a state empties the city', async () => {
    const { requests } = fakeApi(saveProfile, { user });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    const address = panel('Address Details');
    expect((field(/^City/) as unknown as HTMLSelectElement).value).toBe('pune');
    fireEvent.change(field(/^State/), { target: { value: 'gujarat' } });
    set(/^Pincode/, '012345');
    save(address);
    await waitFor(() => expect(messageOf(/^City/)).toBe('State and City are required'));
    expect(messageOf(/^Pincode/)).toBe('Please enter a valid 6-digit pincode');
    expect(profileCalls(requests)).toHaveLength(0);

    fireEvent.change(field(/^City/), { target: { value: 'surat' } });
    set(/^Pincode/, '395003');
    set('Address', '12 Ring Road');
    save(address);
    expect(await within(address).findByText('Profile updated successfully')).toBeTruthy();
    expect(profileCalls(requests)[0]?.body).toEqual({
      address: '12 Ring Road',
      state: 'gujarat',
      city: 'surat',
      pincode: '395003',
    });
  });

  it('checks and saves the bank tab on its own: all three fields or none', async () => {
    const { requests } = fakeApi(saveProfile, { user });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    const bank = panel('Bank Details');
    set('Bank name', 'State Bank of India');
    save(bank);
    await waitFor(() =>
      expect(messageOf('Bank name')).toBe('Please fill all bank details or leave them all empty'),
    );
    set('Account number', '00112233445');
    set(/^IFSC code/, 'SBIN1234567');
    save(bank);
    await waitFor(() => expect(messageOf(/^IFSC code/)).toBe('Please enter a valid IFSC code'));
    expect(profileCalls(requests)).toHaveLength(0);

    set(/^IFSC code/, 'SBIN0001234');
    save(bank);
    expect(await within(bank).findByText('Profile updated successfully')).toBeTruthy();
    expect(profileCalls(requests)[0]?.body).toEqual({
      bankName: 'State Bank of India',
      accountNo: '00112233445',
      ifscCode: 'SBIN0001234',
    });
  });

  it("shows the server's error, or 'Error updating profile. Please try again.' without one", async () => {
    let answer = {
      status: 400,
      body: {
        success: false,
        error: 'Please enter a valid 10-digit mobile number',
        code: 'VALIDATION_FAILED',
        fields: { mobile: 'Please enter a valid 10-digit mobile number' },
      } as unknown,
    };
    fakeApi((request) => (request.url.pathname === '/api/users/profile' ? answer : undefined), { user });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    const personal = panel('Personal Info');
    save(personal);
    expect((await within(personal).findByRole('alert')).textContent).toContain(
      'Please enter a valid 10-digit mobile number',
    );
    expect(messageOf(/^Mobile number/)).toBe('Please enter a valid 10-digit mobile number');

    answer = { status: 503, body: null };
    save(personal);
    await waitFor(() =>
      expect(within(personal).getByRole('alert').textContent).toContain(
        'Error updating profile. Please try again.',
      ),
    );
  });
});
