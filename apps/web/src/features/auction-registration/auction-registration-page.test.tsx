import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CITY_NOT_LISTED,
  addDays,
  toIstDate,
  type AuthUser,
  type RegistrationCreated,
} from '@eauction/shared';
import { ApiClientError } from '../../lib/api-client';
import { fakeApi, makeAuthUser, renderRoutes } from '../../testing/app-test-utils';
import { makeProperty } from '../../testing/property-fixtures';
import { AuctionRegistrationPage } from './auction-registration-page';
import { registerForAuction } from './api/register-for-auction';
import type * as RegisterModule from './api/register-for-auction';

vi.mock('./api/register-for-auction', async (importOriginal) => ({
  ...(await importOriginal<typeof RegisterModule>()),
  registerForAuction: vi.fn(),
}));

const register = vi.mocked(registerForAuction);
const today = toIstDate(new Date());
// An auction ten days ahead whose EMD deadline is in five days: registration is open.
const property = makeProperty({
  _id: 'prop-1',
  reservePrice: 2_450_000,
  auctionCode: 'EA-2026-0001',
  auctionDate: addDays(today, 10),
  auctionStartTime: `${addDays(today, 10)}T04:30:00.000Z`,
  auctionEndTime: `${addDays(today, 10)}T11:30:00.000Z`,
  emdSubmission: addDays(today, 5),
});
const user = makeAuthUser({
  firstName: 'Meera',
  lastName: 'Iyer',
  organizationName: 'Iyer Estates',
  address: '4 Janpath',
  state: 'delhi',
  city: 'new-delhi',
  mobile: '9811122233',
  pincode: '110001',
  landlineNo: '01412345678',
  bankName: 'HDFC Bank',
  accountNo: '123456789012',
  ifscCode: 'HDFC0001234',
});

function renderForm(who: AuthUser = user) {
  fakeApi(
    ({ url }) =>
      url.pathname === '/api/properties/prop-1' ? { body: { success: true, data: property } } : undefined,
    { user: who },
  );
  return renderRoutes(
    [{ path: '/property/:id/auction-registration', Component: AuctionRegistrationPage }],
    '/property/prop-1/auction-registration',
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
function type(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}
function typeAndBlur(label: string | RegExp, value: string) {
  type(label, value);
  fireEvent.blur(field(label));
}
function choose(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}
/** Mantine's FileInput keeps a hidden file input carrying the field's name. */
const FILE_NAMES: Record<string, string> = {
  'PAN Card': 'pancardFile',
  'Address Proof': 'addressProof',
  'Payment Receipt': 'paymentReceipt',
};
function fileInputOf(label: string): HTMLInputElement {
  const input = document.querySelector(`input[type="file"][name="${FILE_NAMES[label]}"]`);
  if (!input) throw new Error(`no file input for ${label}`);
  return input as HTMLInputElement;
}
function pickFile(label: string, file: File) {
  fireEvent.change(fileInputOf(label), { target: { files: [file] } });
}
function messageOf(label: string | RegExp): string | null {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

const pdf = (name = 'pan.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

async function ready(who?: AuthUser) {
  renderForm(who);
  await screen.findByRole('heading', { name: 'Buyer Detail' });
}

beforeEach(() => {
  register.mockReset();
});

describe('AuctionRegistrationPage', () => {
  it('shows the sections, the Bid Document notice and the profile prefill', async () => {
    await ready();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Participate Registration for E-Auction' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Document Upload' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bank Detail' })).toBeTruthy();
    expect(screen.getByText(/used to generate the Bid Document/)).toBeTruthy();
    expect(field(/^First Name/).value).toBe('Meera');
    expect(field(/^Organization Name/).value).toBe('Iyer Estates');
    expect(field(/^Landline Number/).value).toBe('01412345678');
    expect(field(/^Pincode/).value).toBe('110001');
    expect(field(/^Bank Name/).value).toBe('HDFC Bank');
    expect(field(/^IFSC Code/).value).toBe('HDFC0001234');
    expect(field(/^Country/).value).toBe('India');
    expect(field(/^Country/).readOnly).toBe(true);
    // The profile's e-mail, address, state and city (stored as 'delhi' and 'new-delhi').
    expect(field(/^E-mail/).value).toBe(user.email);
    expect(field(/^Address$/).value).toBe('4 Janpath');
    expect(field(/^State/).value).toBe('Delhi');
    expect(field(/^District/).value).toBe('New Delhi');
    expect(field(/^Mobile Number/).value).toBe('9811122233');
    expect(field(/^Account Number/).value).toBe('123456789012');
  });

  it('prefills a profile city that is no district as a typed city, and the bank from its IFSC', async () => {
    await ready(
      makeAuthUser({ state: 'maharashtra', city: 'mumbai', bankName: 'SBI', ifscCode: 'SBIN0005678' }),
    );
    expect(field(/^State/).value).toBe('Maharashtra');
    expect(field(/^District/).value).toBe(CITY_NOT_LISTED);
    expect(field(/^City or town/).value).toBe('Mumbai');
    expect(field(/^Bank Name/).value).toBe('State Bank of India');
  });

  it("offers every state and union territory, and the chosen one's districts", async () => {
    await ready();
    const states = within(field(/^State/)).getAllByRole('option');
    // The placeholder, 28 states and 8 union territories.
    expect(states).toHaveLength(37);
    choose(/^State/, 'Kerala');
    const districts = within(field(/^District/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(districts).toHaveLength(16);
    expect(districts).toContain('Ernakulam');
    expect(districts.at(-1)).toBe('My city is not listed');
    choose(/^District/, CITY_NOT_LISTED);
    type(/^City or town/, 'Aluva');
    fireEvent.blur(field(/^City or town/));
    expect(messageOf(/^City or town/)).toBeNull();
  });

  it('selects the bank of a typed IFSC, and says when the IFSC is of another bank', async () => {
    await ready();
    type(/^IFSC Code/, 'CNRB0001234');
    expect(field(/^Bank Name/).value).toBe('Canara Bank');
    choose(/^Bank Name/, 'Axis Bank');
    fireEvent.blur(field(/^IFSC Code/));
    expect(messageOf(/^IFSC Code/)).toBe('This IFSC code belongs to Canara Bank, not Axis Bank');
  });

  it('checks the landline STD code and the IFSC code on blur', async () => {
    await ready();
    typeAndBlur(/^Landline Number/, '012345678');
    expect(messageOf(/^Landline Number/)).toBe('Invalid STD code');
    typeAndBlur(/^Landline Number/, '1234567');
    expect(messageOf(/^Landline Number/)).toBe('Landline number is too short');
    typeAndBlur(/^Landline Number/, '0141 2345678');
    expect(messageOf(/^Landline Number/)).toBeNull();
    typeAndBlur(/^IFSC Code/, 'HDFC1234567');
    expect(messageOf(/^IFSC Code/)).toBe('Invalid IFSC code');
  });

  it('asks for an offer of at least the reserve price', async () => {
    await ready();
    typeAndBlur(/^Offer Value/, '2449999');
    expect(messageOf(/^Offer Value/)).toBe('Offer must be at least ₹24,50,000');
    typeAndBlur(/^Offer Value/, '2450000');
    expect(messageOf(/^Offer Value/)).toBeNull();
  });

  it('asks for a UTR number for NEFT - RTGS and a receipt otherwise; a new mode clears both', async () => {
    await ready();
    choose(/^Payment Mode/, 'Neft - Rtgs');
    expect(field(/^UTR Number/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Payment Receipt/ })).toBeNull();
    type(/^UTR Number/, 'UTR123456');
    choose(/^Payment Mode/, 'Demand Draft');
    expect(screen.queryByLabelText(/^UTR Number/)).toBeNull();
    pickFile('Payment Receipt', pdf('receipt.pdf'));
    expect(screen.getByText('receipt.pdf')).toBeTruthy();
    choose(/^Payment Mode/, 'Cheque');
    expect(screen.queryByText('receipt.pdf')).toBeNull();
    choose(/^Payment Mode/, 'Neft - Rtgs');
    expect(field(/^UTR Number/).value).toBe('');
  });

  it('clears the city when the state changes', async () => {
    await ready();
    choose(/^State/, 'Rajasthan');
    choose(/^District/, 'Jaipur');
    expect(field(/^District/).value).toBe('Jaipur');
    choose(/^State/, 'Uttar Pradesh');
    expect(field(/^District/).value).toBe('');
    expect(screen.queryByRole('option', { name: 'Jaipur' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Lucknow' })).toBeTruthy();
  });

  it('shows the banner and every message on submit, and refuses other file types', async () => {
    await ready();
    choose(/^State/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByText('Please fix the errors in the form')).toBeTruthy();
    expect(messageOf(/^State/)).toBe('State is required');
    expect(messageOf(/^Offer Value/)).toBe('Offer value is required');
    expect(messageOf(/^Payment Mode/)).toBe('Payment mode is required');
    expect(screen.getByText('PAN card is required')).toBeTruthy();
    expect(screen.getByText('Address proof is required')).toBeTruthy();
    pickFile('PAN Card', new File(['x'], 'pan.gif', { type: 'image/gif' }));
    expect(screen.getByText('Only PDF, JPG, JPEG and PNG files are accepted')).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it('uploads the form and shows the confirmation with the EMD and how to pay', async () => {
    const created: RegistrationCreated = {
      _id: 'reg-1',
      emdAmount: 245_000,
      status: 'pending',
      confirmationCode: 'REG-7F3K9Q',
      createdAt: '2026-03-01T06:00:00.000Z',
      message:
        'Registration submitted successfully. Please check your email for the Bid Document and EMD payment instructions.',
    };
    register.mockImplementation(async (_body, onProgress) => {
      onProgress?.(50);
      return created;
    });
    await ready();
    choose(/^State/, 'Rajasthan');
    choose(/^District/, 'Jaipur');
    type(/^Offer Value/, '2500000');
    choose(/^Payment Mode/, 'Neft - Rtgs');
    type(/^UTR Number/, 'UTR12345678');
    type(/^Mobile Number/, '98765-43210');
    type(/^Pincode/, '3020 01');
    type(/^Account Number/, '1234 5678-9012');
    type(/^IFSC Code/, 'hdfc0001234');
    pickFile('PAN Card', pdf('pan.pdf'));
    pickFile('Address Proof', new File(['png'], 'address.png', { type: 'image/png' }));
    expect(screen.getByText('pan.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect((await screen.findByTestId('confirmation-code')).textContent).toBe('REG-7F3K9Q');
    expect(
      screen.getByText(
        'Registration submitted successfully. Please check your email for the Bid Document and EMD payment instructions.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText(/₹2,45,000/).length).toBeGreaterThan(0);
    expect(screen.getByText(/by NEFT or RTGS/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Registrations' }).getAttribute('href')).toBe(
      '/dashboard/registrations',
    );
    const body = register.mock.calls[0]![0];
    expect(body.get('auctionId')).toBe('prop-1');
    expect(body.get('email')).toBe(user.email);
    expect(body.get('auctionDate')).toBe(property.auctionDate);
    expect(body.get('landline')).toBe('01412345678');
    // Sent as the shared schema tidies it, as the server stores it.
    expect(body.get('mobile')).toBe('9876543210');
    expect(body.get('pincode')).toBe('302001');
    expect(body.get('accountNo')).toBe('123456789012');
    expect(body.get('ifscCode')).toBe('HDFC0001234');
    expect((body.get('pancardFile') as File).name).toBe('pan.pdf');
    expect(body.get('paymentReceipt')).toBeNull();
  });

  it('shows the upload progress while the registration is sent', async () => {
    let finish: (value: RegistrationCreated) => void = () => {};
    register.mockImplementation(
      (_body, onProgress) =>
        new Promise((resolve) => {
          onProgress?.(40);
          finish = resolve;
        }),
    );
    await ready();
    choose(/^State/, 'Madhya Pradesh');
    choose(/^District/, 'Indore');
    type(/^Offer Value/, '2450000');
    choose(/^Payment Mode/, 'Neft - Rtgs');
    type(/^UTR Number/, 'UTR12345678');
    pickFile('PAN Card', pdf());
    pickFile('Address Proof', pdf('address.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByText('Uploading… 40%')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    finish({
      _id: 'reg-2',
      emdAmount: 245_000,
      status: 'pending',
      confirmationCode: 'REG-PROG01',
      createdAt: '2026-03-01T06:00:00.000Z',
      message:
        'Registration submitted successfully. Please check your email for the Bid Document and EMD payment instructions.',
    });
    expect((await screen.findByTestId('confirmation-code')).textContent).toBe('REG-PROG01');
  });

  it("shows the server's error when the registration is refused", async () => {
    register.mockRejectedValue(
      new ApiClientError('You have already registered for this auction', 409, 'ALREADY_REGISTERED'),
    );
    await ready();
    choose(/^State/, 'Rajasthan');
    choose(/^District/, 'Jaipur');
    type(/^Offer Value/, '2500000');
    choose(/^Payment Mode/, 'Cheque');
    pickFile('PAN Card', pdf());
    pickFile('Address Proof', pdf('address.pdf'));
    pickFile('Payment Receipt', pdf('receipt.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    await waitFor(() =>
      expect(screen.getByText('You have already registered for this auction')).toBeTruthy(),
    );
  });
});
