import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { addDays, formatDate, toIstDate, type Sale } from '@eauction/shared';
import { fakeApi, makeAuthUser, renderRoutes, type FakeAnswer } from '../../testing/app-test-utils';
import { holdUpload } from '../../testing/fake-xhr';
import { makeProperty } from '../../testing/property-fixtures';
import { PAYMENT_REPORTED } from './components/payment-panel';
import { SalePage } from './sale-page';
import { makePayment, makeSale } from './testing/sale-fixtures';

const today = toIstDate(new Date());
const PAYMENTS_PATH = '/api/sales/prop-1/payments';

/** The sale page of prop-1 with the API answering `sales` in turn (the last one from then on). */
function renderSale(sales: Array<Sale | FakeAnswer>, payment?: FakeAnswer) {
  let reads = 0;
  const api = fakeApi(
    ({ url, method }) => {
      if (url.pathname === '/api/sales/prop-1' && method === 'GET') {
        const next = sales[Math.min(reads++, sales.length - 1)]!;
        return 'propertyId' in next ? { body: { success: true, data: next } } : next;
      }
      if (url.pathname === PAYMENTS_PATH && method === 'POST') {
        return payment ?? { status: 201, body: { success: true, data: makePayment() } };
      }
      if (url.pathname === '/api/properties/prop-1') return { body: { success: true, data: makeProperty() } };
      return undefined;
    },
    { user: makeAuthUser() },
  );
  renderRoutes(
    [
      { path: '/property/:id/sale', Component: SalePage },
      { path: '/dashboard/registrations', element: <p>Registrations</p> },
    ],
    '/property/prop-1/sale',
  );
  return api;
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
function type(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}
function messageOf(label: string | RegExp): string | null {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}
function pickReceipt(file: File) {
  const input = document.querySelector('input[type="file"][name="receipt"]');
  if (!input) throw new Error('no receipt input');
  fireEvent.change(input, { target: { files: [file] } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Payment' }));

describe('SalePage', () => {
  it('before confirmation: the status in words, that nothing is due yet, the amounts and the rules', async () => {
    renderSale([
      makeSale({
        status: 'awaiting-confirmation',
        confirmedAt: null,
        depositDueBy: null,
        balanceDueBy: null,
      }),
    ]);
    expect((await screen.findByTestId('sale-status')).textContent).toBe('Awaiting the bank’s confirmation');
    expect(screen.getByRole('heading', { level: 1, name: 'Sale and Payments' })).toBeTruthy();
    expect(screen.getByText(/Your bid of ₹30,00,000 was the highest/)).toBeTruthy();
    expect(screen.getByTestId('sale-next-step').textContent).toBe(
      'Wait for the bank to confirm the sale. Nothing is due until it does.',
    );
    expect(screen.queryByRole('timer')).toBeNull();
    expect(
      within(screen.getByTestId('sale-deposit')).getByText('Set when the bank confirms the sale'),
    ).toBeTruthy();
    expect(screen.getByText(/pay 25% of the sale price/)).toBeTruthy();
    expect(screen.getByText(/by the 15th day after the confirmation/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pay into this account' })).toBeNull();
    // The property the sale is of, from its public page.
    expect(
      await screen.findByText('Residential House in Indore, Madhya Pradesh · Auction ID EA-2026-0001'),
    ).toBeTruthy();
  });

  it('once confirmed: the deposit due with its countdown, the amounts, the account and the form prefilled', async () => {
    const dueBy = addDays(today, 1);
    renderSale([makeSale({ depositDueBy: dueBy, balanceDueBy: addDays(today, 15), depositPaid: 5_000 })]);
    expect((await screen.findByTestId('sale-status')).textContent).toBe('Confirmed: 25% deposit due');
    const step = screen.getByTestId('sale-next-step');
    expect(step.textContent).toContain(`Pay the 25% deposit of ₹5,00,000 by ${formatDate(dueBy)}`);
    expect(within(step).getByRole('timer').textContent).toMatch(/^1 day( \d+ hours?)? left$/);

    const deposit = within(screen.getByTestId('sale-deposit'));
    expect(deposit.getByText('₹5,05,000')).toBeTruthy();
    expect(deposit.getByText('₹5,000')).toBeTruthy();
    expect(deposit.getByText('₹5,00,000')).toBeTruthy();
    expect(deposit.getByText(`${formatDate(dueBy)} (end of day IST)`)).toBeTruthy();
    expect(screen.getByText('₹30,00,000')).toBeTruthy();
    expect(screen.getByText('₹2,45,000')).toBeTruthy();

    const account = within(screen.getByTestId('pay-to'));
    expect(account.getByText('50200045671234')).toBeTruthy();
    expect(account.getByRole('button', { name: 'Copy account number' })).toBeTruthy();
    expect(account.getByRole('button', { name: 'Copy IFSC code' })).toBeTruthy();

    expect(screen.getByRole('form', { name: 'Report your 25% deposit payment' })).toBeTruthy();
    expect(field(/^Amount paid/).value).toBe('500000');
    expect(screen.getByText('You have not reported any payment yet.')).toBeTruthy();
  });

  it('checks the form with the shared messages before sending anything', async () => {
    const { requests } = renderSale([makeSale({ depositDueBy: addDays(today, 1) })]);
    await screen.findByRole('form');
    type(/^Amount paid/, '');
    submit();
    expect(messageOf(/^Amount paid/)).toBe('Amount is required');
    expect(messageOf(/^UTR number/)).toBe('UTR number is required');
    expect(messageOf(/^Date paid/)).toBe('Payment date is required');
    // Focus goes to the first field with a message.
    expect(document.activeElement).toBe(field(/^Amount paid/));

    type(/^Amount paid/, '12.5');
    fireEvent.blur(field(/^Amount paid/));
    expect(messageOf(/^Amount paid/)).toBe('Amount must be a whole number of rupees');
    type(/^Amount paid/, '600000');
    fireEvent.blur(field(/^Amount paid/));
    expect(messageOf(/^Amount paid/)).toBe('The amount may not be more than the ₹5,05,000 still due');
    type(/^UTR number/, 'AB-12');
    fireEvent.blur(field(/^UTR number/));
    expect(messageOf(/^UTR number/)).toBe('Invalid UTR number');
    pickReceipt(new File(['gif'], 'receipt.gif', { type: 'image/gif' }));
    expect(screen.getByText('Only PDF, JPG, JPEG and PNG files are accepted')).toBeTruthy();
    expect(requests.some((r) => r.url.pathname === PAYMENTS_PATH)).toBe(false);
  });

  it('sends the payment as multipart with its progress, then says it awaits verification', async () => {
    const dueBy = addDays(today, 1);
    const paidOn = addDays(today, -1);
    const { requests } = renderSale([
      makeSale({ depositDueBy: dueBy }),
      makeSale({
        depositDueBy: dueBy,
        payments: [makePayment({ utrNo: 'HDFCR520261127', paidOn, hasReceipt: true })],
      }),
    ]);
    const release = holdUpload(PAYMENTS_PATH);
    await screen.findByRole('form');
    type(/^UTR number/, 'hdfcr520261127');
    type(/^Date paid/, formatDate(paidOn));
    fireEvent.blur(field(/^Date paid/));
    pickReceipt(new File(['%PDF-1.4'], 'neft.pdf', { type: 'application/pdf' }));
    submit();
    expect(await screen.findByText('Uploading… 50%')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    release({ status: 201, body: { success: true, data: makePayment() } });

    expect(await screen.findByText(PAYMENT_REPORTED)).toBeTruthy();
    const body = requests.find((r) => r.url.pathname === PAYMENTS_PATH)?.body as FormData;
    expect(body.get('kind')).toBe('deposit');
    expect(body.get('amount')).toBe('505000');
    expect(body.get('utrNo')).toBe('HDFCR520261127');
    expect(body.get('paidOn')).toBe(paidOn);
    expect((body.get('receipt') as File).name).toBe('neft.pdf');
    // The sale read again: the payment is listed, awaiting verification, and nothing is left to report.
    const payment = await screen.findByTestId('payment');
    expect(within(payment).getByText('Awaiting verification')).toBeTruthy();
    expect(within(payment).getByText('HDFCR520261127')).toBeTruthy();
    expect(
      within(payment).getByRole('button', { name: 'Download the receipt of UTR HDFCR520261127' }),
    ).toBeTruthy();
    expect(screen.getByTestId('sale-next-step').textContent).toBe(
      'Your payment awaits the bank’s verification. You will be e-mailed once it is verified.',
    );
    expect(screen.getByTestId('payment-waiting').textContent).toContain(
      '₹5,05,000 awaits the bank’s verification',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("shows the server's refusal beside its field and above the button", async () => {
    renderSale([makeSale({ depositDueBy: addDays(today, 1) })], {
      status: 400,
      body: {
        success: false,
        error: 'Validation failed',
        code: 'VALIDATION_ERROR',
        fields: { paidOn: 'The payment date cannot be in the future' },
      },
    });
    await screen.findByRole('form');
    type(/^UTR number/, 'HDFCR520261127');
    type(/^Date paid/, formatDate(addDays(today, -2)));
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Validation failed');
    expect(messageOf(/^Date paid/)).toBe('The payment date cannot be in the future');
  });

  it('asks for the balance once the deposit is paid, and lists each payment’s verification and note', async () => {
    renderSale([
      makeSale({
        status: 'deposit-paid',
        depositPaid: 505_000,
        balanceDueBy: addDays(today, 12),
        payments: [
          makePayment({
            _id: 'p1',
            status: 'refused',
            note: 'No such credit in our account',
            reviewedAt: '2026-11-28T06:00:00.000Z',
          }),
          makePayment({
            _id: 'p2',
            utrNo: 'HDFCR52026112800002',
            status: 'verified',
            submittedAt: '2026-11-28T09:00:00.000Z',
            reviewedAt: '2026-11-28T10:00:00.000Z',
          }),
        ],
      }),
    ]);
    expect((await screen.findByTestId('sale-status')).textContent).toBe('Deposit paid: balance due');
    expect(screen.getByTestId('sale-next-step').textContent).toContain('Pay the balance of ₹22,50,000 by');
    expect(screen.getByRole('form', { name: 'Report your balance payment' })).toBeTruthy();
    expect(field(/^Amount paid/).value).toBe('2250000');
    const [verified, refused] = screen.getAllByTestId('payment') as [HTMLElement, HTMLElement];
    expect(within(verified).getByText('Verified')).toBeTruthy();
    expect(within(refused).getByText('Refused')).toBeTruthy();
    expect(within(refused).getByText('No such credit in our account.')).toBeTruthy();
  });

  it('offers the certificate once issued, with the way to check it', async () => {
    renderSale([
      makeSale({
        status: 'certificate-issued',
        depositPaid: 505_000,
        balancePaid: 2_250_000,
        certificate: {
          certificateNo: 'SC-2026-000001',
          issuedAt: '2026-12-10T06:00:00.000Z',
          verifyUrl: 'https://enilami.example.in/verify/SC-2026-000001',
        },
      }),
    ]);
    expect((await screen.findByTestId('sale-status')).textContent).toBe('Sale certificate issued');
    expect(screen.getByText('SC-2026-000001')).toBeTruthy();
    expect(screen.getByText('10-Dec-26')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Sale Certificate' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Check that it is genuine/ }).getAttribute('href')).toBe(
      '/verify/SC-2026-000001',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('gives the reason of a forfeited sale, and asks for nothing', async () => {
    renderSale([makeSale({ status: 'forfeited', reason: 'The deposit was not paid by 30-Nov-26' })]);
    expect((await screen.findByTestId('sale-status')).textContent).toBe('Forfeited');
    expect(screen.getByTestId('sale-reason').textContent).toBe(
      'Reason: The deposit was not paid by 30-Nov-26.',
    );
    expect(screen.queryByTestId('sale-next-step')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("says 'Sale not found' with the way to My Registrations when the API answers 404", async () => {
    renderSale([{ status: 404, body: { success: false, error: 'Sale not found', code: 'SALE_NOT_FOUND' } }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sale not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Registrations' }).getAttribute('href')).toBe(
      '/dashboard/registrations',
    );
  });
});
