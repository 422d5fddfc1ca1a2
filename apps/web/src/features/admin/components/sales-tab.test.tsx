import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  addDays,
  formatDate,
  formatRupees,
  saleTermsOf,
  toIstDate,
  type AdminSale,
  type Holiday,
} from '@eauction/shared';
import type { FakeAnswer } from '../../../testing/app-test-utils';
import { makeAdminSale, makeRefundRow, makeSalePayment } from '../testing/fixtures';
import { openTab, renderAdmin } from '../testing/render-admin';

const today = () => toIstDate(new Date());

/** One sale in each situation the queues sort out. */
function makeSales(): AdminSale[] {
  return [
    makeAdminSale({ propertyId: 'prop-a', auctionCode: 'EA-A' }),
    makeAdminSale({
      propertyId: 'prop-b',
      auctionCode: 'EA-B',
      status: 'confirmed',
      buyerName: 'Meera Iyer',
      confirmedAt: new Date().toISOString(),
      depositDueBy: today(),
      balanceDueBy: addDays(today(), 15),
      nextDeadline: today(),
      paymentsToVerify: 1,
      payments: [makeSalePayment()],
    }),
    makeAdminSale({
      propertyId: 'prop-c',
      auctionCode: 'EA-C',
      status: 'deposit-paid',
      buyerName: 'Kiran Rao',
      confirmedAt: `${addDays(today(), -20)}T06:00:00.000Z`,
      depositDueBy: addDays(today(), -19),
      depositPaid: 750_000,
      balanceDueBy: addDays(today(), -2),
      nextDeadline: addDays(today(), -2),
      overdue: true,
      payments: [makeSalePayment({ status: 'verified', note: 'Seen in the statement' })],
      closedAt: `${addDays(today(), -21)}T11:30:02.000Z`,
      events: [
        { ...makeAdminSale().events[0]!, at: `${addDays(today(), -21)}T11:30:02.000Z` },
        {
          at: `${addDays(today(), -20)}T06:00:00.000Z`,
          action: 'confirmed',
          fromStatus: 'awaiting-confirmation',
          toStatus: 'confirmed',
          actor: 'Asha Verma',
          reason: null,
        },
        {
          at: `${addDays(today(), -19)}T06:00:00.000Z`,
          action: 'payment-verified',
          fromStatus: 'confirmed',
          toStatus: 'deposit-paid',
          actor: 'Asha Verma',
          reason: 'deposit payment of ₹7,50,000 (UTR SBIN26111500042): Seen in the statement',
        },
      ],
    }),
    makeAdminSale({
      propertyId: 'prop-d',
      auctionCode: 'EA-D',
      status: 'ended-no-bids',
      salePrice: null,
      buyerName: null,
      buyerEmail: null,
      bidsCount: 0,
      biddersCount: 0,
    }),
    makeAdminSale({ propertyId: 'prop-e', auctionCode: 'EA-E', status: 'completed' }),
  ];
}

let sales: AdminSale[];
let holidays: Holiday[];
/** An answer to the next move instead of the fake server's own. */
let moveAnswer: FakeAnswer | null;

function renderSales() {
  return renderAdmin(({ method, url, body }) => {
    const path = url.pathname;
    if (path === '/api/admin/sales') return { body: { success: true, data: sales } };
    if (path === '/api/admin/holidays') return { body: { success: true, data: holidays } };
    if (path === '/api/admin/emd-refunds') {
      const rows = [
        makeRefundRow({ registrationId: 'reg-1', late: true }),
        makeRefundRow({ registrationId: 'reg-2', late: true }),
        makeRefundRow({ registrationId: 'reg-3' }),
      ];
      return { body: { success: true, data: rows, total: 3, limit: 20, offset: 0 } };
    }
    const match = /^\/api\/admin\/sales\/([^/]+)(?:\/(.+))?$/.exec(path);
    const sale = sales.find((s) => s.propertyId === match?.[1]);
    if (!match || !sale) return undefined;
    if (method === 'GET') return { body: { success: true, data: sale } };
    if (moveAnswer) return moveAnswer;
    const move = match[2] ?? '';
    if (move === 'confirm')
      Object.assign(sale, { status: 'confirmed', confirmedAt: new Date().toISOString() });
    if (move === 'forfeit')
      Object.assign(sale, { status: 'forfeited', reason: (body as { reason: string }).reason });
    if (move === 'certificate')
      return {
        status: 201,
        body: {
          success: true,
          data: {
            certificateNo: 'SC-2026-000001',
            issuedAt: new Date().toISOString(),
            verifyUrl: 'http://localhost/verify/SC-2026-000001',
          },
        },
      };
    return { body: { success: true, data: sale } };
  });
}

async function openSales() {
  const api = renderSales();
  await openTab('Sales');
  return api;
}

const queue = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

async function openSale(code: string) {
  fireEvent.click(queue('All sales'));
  fireEvent.click(await screen.findByRole('button', { name: `View sale ${code}` }));
  return screen.findByRole('dialog', { name: `Sale of ${code}` });
}

/** The names of the move buttons under 'Actions'. */
function moves(dialog: HTMLElement): string[] {
  const heading = within(dialog).getByRole('heading', { level: 3, name: 'Actions' });
  return within(heading.parentElement!)
    .queryAllByRole('button')
    .map((b) => b.textContent ?? '');
}

beforeEach(() => {
  sales = makeSales();
  holidays = [];
  moveAnswer = null;
});

describe('Sales tab', () => {
  it('counts every queue, flags late refunds and lists the sales awaiting confirmation first', async () => {
    await openSales();
    await waitFor(() => expect(within(queue('All sales')).getByText('5')).toBeTruthy());
    expect(within(queue('Awaiting confirmation')).getByText('1')).toBeTruthy();
    expect(within(queue('Payments to verify')).getByText('1')).toBeTruthy();
    expect(within(queue('Deadlines in the next 48 hours')).getByText('1')).toBeTruthy();
    expect(within(queue('Overdue')).getByText('1')).toBeTruthy();
    expect(within(queue('EMD refunds due')).getByText('3')).toBeTruthy();
    expect(within(queue('EMD refunds due')).getByText('2 late')).toBeTruthy();
    expect(queue('Awaiting confirmation').getAttribute('aria-pressed')).toBe('true');

    expect(screen.getByRole('heading', { level: 3, name: 'Awaiting confirmation' })).toBeTruthy();
    const row = screen.getByText('EA-A').closest('tr')!;
    expect(within(row).getByText('Ravi Shah')).toBeTruthy();
    expect(within(row).getByText('₹50,00,000')).toBeTruthy();
    expect(within(row).getByText('Awaiting the bank’s confirmation')).toBeTruthy();
    expect(screen.queryByText('EA-B')).toBeNull();

    fireEvent.click(queue('Overdue'));
    const overdue = (await screen.findByText('EA-C')).closest('tr')!;
    expect(within(overdue).getByText('Overdue')).toBeTruthy();
    expect(within(overdue).getByText(formatDate(addDays(today(), -2)))).toBeTruthy();
    fireEvent.click(queue('Payments to verify'));
    expect(
      within((await screen.findByText('EA-B')).closest('tr')!).getByText('1 payment to verify'),
    ).toBeTruthy();
    fireEvent.click(queue('Deadlines in the next 48 hours'));
    expect(await screen.findByText('EA-B')).toBeTruthy();
    expect(screen.queryByText('EA-C')).toBeNull();

    fireEvent.click(queue('All sales'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sale status' }), {
      target: { value: 'ended-no-bids' },
    });
    expect(within((await screen.findByText('EA-D')).closest('tr')!).getByText('No bids')).toBeTruthy();
    expect(screen.queryByText('EA-A')).toBeNull();
  });

  it('says so when a queue is empty', async () => {
    sales = [makeAdminSale({ status: 'certificate-issued' })];
    await openSales();
    expect(await screen.findByText('No sale awaits the bank’s confirmation.')).toBeTruthy();
    fireEvent.click(queue('Overdue'));
    expect(screen.getByText('No sale is overdue.')).toBeTruthy();
  });

  it('offers the moves each status allows, forfeiture only after a deadline has passed', async () => {
    await openSales();
    const expected: Array<[string, string[]]> = [
      ['EA-A', ['Confirm sale', 'Not confirmed']],
      ['EA-B', ['Extend balance deadline']],
      ['EA-C', ['Extend balance deadline', 'Forfeit']],
      ['EA-D', ['Re-auction']],
      ['EA-E', ['Issue sale certificate']],
    ];
    for (const [code, names] of expected) {
      const dialog = await openSale(code);
      expect(moves(dialog), code).toEqual(names);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: `Sale of ${code}` })).toBeNull());
    }
  });

  it('shows the amounts, the payments and the timeline with who, when and why', async () => {
    await openSales();
    const dialog = await openSale('EA-C');
    expect(within(dialog).getByText('Kiran Rao')).toBeTruthy();
    const fact = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(fact('Sale price')).toBe('₹50,00,000');
    expect(fact('Deposit due (25%, less the EMD)')).toBe('₹7,50,000');
    expect(fact('Deposit paid')).toBe('₹7,50,000');
    expect(fact('Balance due')).toBe('₹37,50,000');
    expect(fact('Balance due by')).toBe(formatDate(addDays(today(), -2)));
    expect(fact('Deadline running')).toBe(formatDate(addDays(today(), -2)));
    expect(within(dialog).getByText('SBIN26111500042')).toBeTruthy();
    expect(within(dialog).getByText('Seen in the statement')).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'View the receipt of UTR SBIN26111500042' }),
    ).toBeTruthy();

    const timeline = within(dialog).getByRole('heading', { level: 3, name: 'Timeline' }).parentElement!;
    const rows = within(timeline).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Auction closed',
      'Sale confirmed',
      'Payment verified',
    ]);
    expect(within(rows[0]!).getByText('System')).toBeTruthy();
    expect(within(rows[2]!).getByText('Asha Verma')).toBeTruthy();
    expect(within(rows[2]!).getByText(/Seen in the statement$/)).toBeTruthy();
    expect(rows[2]!.textContent).toContain('Confirmed: 25% deposit due →to Deposit paid: balance due');
  });

  it('says what a confirmation will ask of the buyer, Cancel first, then confirms and refreshes the queues', async () => {
    holidays = [{ date: addDays(today(), 1), name: 'Bank holiday' }];
    const { requests } = await openSales();
    const dialog = await openSale('EA-A');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm sale' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the sale' });
    const terms = saleTermsOf(5_000_000, 500_000, new Date(), new Set(holidays.map((h) => h.date)));
    expect(confirm.textContent).toContain(
      `Ravi Shah will be asked to pay the deposit of ${formatRupees(750_000)} (25% of the price, less the EMD of ₹5,00,000) by ${formatDate(terms.depositDueBy)}, and the balance of ₹37,50,000 by ${formatDate(terms.balanceDueBy)}.`,
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' })),
    );
    const before = requests.filter((r) => r.url.pathname === '/api/admin/sales').length;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm sale' }));
    expect(await within(dialog).findByText(/^Sale confirmed\./)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.url.pathname).toBe('/api/admin/sales/prop-a/confirm');
    await waitFor(() =>
      expect(requests.filter((r) => r.url.pathname === '/api/admin/sales').length).toBeGreaterThan(before),
    );
    expect(await within(dialog).findByText('Confirmed: 25% deposit due')).toBeTruthy();
    expect(moves(dialog)).toEqual(['Extend balance deadline']);
  });

  it("shows the server's refusal in the dialog", async () => {
    const refusal = "This sale is 'Confirmed: 25% deposit due': it cannot be confirmed now";
    moveAnswer = { status: 409, body: { success: false, error: refusal, code: 'CONFLICT' } };
    await openSales();
    const dialog = await openSale('EA-A');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm sale' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the sale' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm sale' }));
    expect(await within(confirm).findByText('Failed to confirm the sale')).toBeTruthy();
    expect(within(confirm).getByText(refusal)).toBeTruthy();
  });

  it('asks the reason of a sale not confirmed, and says the EMD falls due for refund', async () => {
    const { requests } = await openSales();
    const dialog = await openSale('EA-A');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not confirmed' }));
    const form = await screen.findByRole('dialog', {
      name: 'Record that the bank does not confirm the sale',
    });
    expect(form.textContent).toContain('their EMD of ₹5,00,000 becomes due for refund');
    fireEvent.click(within(form).getByRole('button', { name: 'Record not confirmed' }));
    expect(await within(form).findByText('Reason is required')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: '  The bank found a higher offer under rule 8  ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Record not confirmed' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/admin/sales/prop-a/not-confirmed');
    expect(post.body).toEqual({ reason: 'The bank found a higher offer under rule 8' });
  });

  it('verifies a payment with Cancel first, and refuses one only with a note', async () => {
    const { requests } = await openSales();
    const dialog = await openSale('EA-B');
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Refuse the deposit payment of UTR SBIN26111500042' }),
    );
    const refuse = await screen.findByRole('dialog', { name: 'Refuse the payment' });
    fireEvent.click(within(refuse).getByRole('button', { name: 'Refuse payment' }));
    expect(await within(refuse).findByText('Say why the payment is refused')).toBeTruthy();
    fireEvent.change(within(refuse).getByRole('textbox', { name: /^Note/ }), {
      target: { value: 'No such credit in the account' },
    });
    fireEvent.click(within(refuse).getByRole('button', { name: 'Refuse payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refuse the payment' })).toBeNull());
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/admin/sales/prop-b/payments/pay-1');
    expect(put.body).toEqual({ status: 'refused', note: 'No such credit in the account' });
    expect(within(dialog).getByText(/^Payment refused\./)).toBeTruthy();

    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Verify the deposit payment of UTR SBIN26111500042' }),
    );
    const verify = await screen.findByRole('dialog', { name: 'Verify the payment' });
    expect(verify.textContent).toContain(
      'It completes the deposit, so the sale moves on to ‘Deposit paid: balance due’.',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(within(verify).getByRole('button', { name: 'Cancel' })),
    );
    fireEvent.click(within(verify).getByRole('button', { name: 'Verify payment' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(requests.filter((r) => r.method === 'PUT')[1]?.body).toEqual({ status: 'verified', note: '' });
  });

  it('forfeits an overdue sale with a reason', async () => {
    const { requests } = await openSales();
    const dialog = await openSale('EA-C');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forfeit' }));
    const form = await screen.findByRole('dialog', { name: 'Forfeit the sale' });
    expect(form.textContent).toContain(
      `Kiran Rao did not pay the balance by ${formatDate(addDays(today(), -2))}. Forfeiting the sale forfeits their EMD of ₹5,00,000 and the deposit paid of ₹7,50,000`,
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Forfeit sale' }));
    expect(await within(form).findByText('Reason is required')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'Balance not paid by the extended date' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Forfeit sale' }));
    expect(await within(dialog).findByText(/^Sale forfeited\./)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      reason: 'Balance not paid by the extended date',
    });
    expect(await within(dialog).findByText('Balance not paid by the extended date')).toBeTruthy();
    await waitFor(() => expect(moves(dialog)).toEqual(['Re-auction']));
  });

  it('checks an extension with the shared messages', async () => {
    await openSales();
    const dialog = await openSale('EA-B');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend balance deadline' }));
    const form = await screen.findByRole('dialog', { name: 'Extend the balance deadline' });
    expect(form.textContent).toContain(
      `The balance of ₹37,50,000 is due by ${formatDate(addDays(today(), 15))}`,
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Extend deadline' }));
    expect(await within(form).findByText('New due date must be a date (YYYY-MM-DD)')).toBeTruthy();
    expect(within(form).getByText('Reason is required')).toBeTruthy();
  });

  it('issues the sale certificate and gives its number', async () => {
    const { requests } = await openSales();
    const dialog = await openSale('EA-E');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue sale certificate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Issue the sale certificate' });
    expect(confirm.textContent).toContain('A certificate cannot be withdrawn.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Issue certificate' }));
    expect(await within(dialog).findByText('SC-2026-000001')).toBeTruthy();
    expect(within(dialog).getByText('Sale certificate issued')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.url.pathname).toBe(
      '/api/admin/sales/prop-e/certificate',
    );
  });

  it('puts a property up for auction again, its five fields checked with the shared messages', async () => {
    const { requests } = await openSales();
    const dialog = await openSale('EA-D');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Re-auction' }));
    const form = await screen.findByRole('dialog', { name: 'Put the property up for auction again' });
    fireEvent.click(within(form).getByRole('button', { name: 'Put up for auction' }));
    expect(await within(form).findByText('Auction date is required')).toBeTruthy();
    expect(within(form).getByText('EMD submission date is required')).toBeTruthy();
    expect(within(form).getByText('Reserve price is required')).toBeTruthy();

    const type = (label: RegExp, value: string) => {
      const input = within(form).getByLabelText(label);
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    };
    type(/^Auction date/, formatDate(addDays(today(), 5)));
    type(/^EMD submission date/, formatDate(addDays(today(), 3)));
    type(/^Reserve price/, '40,00,000');
    fireEvent.click(within(form).getByRole('button', { name: 'Put up for auction' }));
    expect(await within(form).findByText('A re-auction needs at least 15 days’ notice')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    type(/^Auction date/, formatDate(addDays(today(), 30)));
    type(/^EMD submission date/, formatDate(addDays(today(), 25)));
    fireEvent.click(within(form).getByRole('button', { name: 'Put up for auction' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/admin/auctions/prop-d/relist');
    expect(post.body).toEqual({
      auctionDate: addDays(today(), 30),
      auctionStartTime: '10:00',
      auctionEndTime: '17:00',
      emdSubmission: addDays(today(), 25),
      reservePrice: 4_000_000,
    });
  });
});
