import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROPERTY_TYPES, type AdminProperty, type BankEmdAccount } from '@eauction/shared';
import type { FakeAnswer } from '../../../testing/app-test-utils';
import { holdUpload } from '../../../testing/fake-xhr';
import { makeAdminAuction } from '../testing/fixtures';
import { openTab, renderAdmin } from '../testing/render-admin';

const ADD = '/api/admin/add-property';
const created: AdminProperty = makeAdminAuction({ _id: 'prop-new', auctionCode: 'EA-2026-0500' });
let addAnswer: FakeAnswer;

const BANK_DEFAULTS = '/api/admin/bank-emd-accounts';
const bhflDefault: BankEmdAccount = {
  bankName: 'Bharat Housing Finance Ltd',
  account: {
    accountName: 'BHFL EMD Collection Account',
    accountNo: '50200045671234',
    ifscCode: 'HDFC0000236',
    bankName: 'HDFC Bank',
    branch: 'Connaught Place, New Delhi',
  },
  updatedAt: '2026-11-01T06:00:00.000Z',
};

async function ready() {
  const api = renderAdmin(({ method, url }) =>
    method === 'POST' && url.pathname === ADD
      ? addAnswer
      : method === 'GET' && url.pathname === BANK_DEFAULTS
        ? { status: 200, body: { success: true, data: [bhflDefault] } }
        : undefined,
  );
  await openTab('Add Property');
  return api;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
function type(label: RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}
function typeDate(label: RegExp, value: string) {
  type(label, value);
  fireEvent.blur(field(label));
}

function fillValid() {
  typeDate(/^Auction date/, '15-Dec-26');
  typeDate(/^EMD submission date/, '10-Dec-26');
  type(/^Property type/, 'RESIDENTIAL FLAT');
  type(/^Possession type/, 'PHYSICAL');
  type(/^Customer name/, 'M/s Shree Ganesh Traders');
  type(/^City/, 'Pune');
  type(/^State/, 'Maharashtra');
  type(/^Zone/, 'WEST');
  type(/^Region/, 'Western Maharashtra');
  type(/^Vendor/, 'In-house');
  type(/^Property schedule/, 'Flat No. 402, Shivam Residency, Baner, Pune 411045.');
  type(/^Bank name/, 'Bharat Housing Finance Ltd');
  type(/^Loan account number/, 'BHFL0112345678');
  type(/^CIF ID/, '1234567890');
  type(/^Reserve price/, '25,00,000');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Property' }));

beforeEach(() => {
  addAnswer = { status: 201, body: { success: true, data: created } };
});

// Each test renders the whole console and drives it event by event: slow on a busy two-core machine.
describe('Add Property tab', { timeout: 30_000 }, () => {
  it('starts with the product’s dropdowns and the 10:00 to 17:00 defaults', async () => {
    await ready();
    expect(field(/^Start time/).value).toBe('10:00');
    expect(field(/^End time/).value).toBe('17:00');
    const zones = within(field(/^Zone/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(zones).toEqual(['Select zone', 'North', 'South', 'East', 'West', 'Central']);
    // Each choice is shown by its label and sends the stored value.
    const types = within(field(/^Property type/)).getAllByRole<HTMLOptionElement>('option');
    expect(types.slice(1).map((o) => o.value)).toEqual([...PROPERTY_TYPES]);
    expect(types.slice(1).map((o) => o.textContent)).toEqual([
      'Residential House',
      'Residential Flat',
      'Commercial Property',
      'Industrial Property',
      'Land',
      'Agricultural Land',
    ]);
    expect(
      within(field(/^Possession type/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select possession type', 'Physical', 'Symbolic']);
    expect(within(field(/^Vendor/)).getByRole('option', { name: 'In-house' })).toBeTruthy();
    expect(field(/^Auction date/).getAttribute('placeholder')).toBe('DD-MMM-YY');
  });

  it('checks every field on submit, moves to the first problem and sends nothing', async () => {
    const { requests } = await ready();
    submit();
    expect(await screen.findByText('Please fix the errors in the form')).toBeTruthy();
    expect(screen.getByText('Auction date is required')).toBeTruthy();
    expect(screen.getByText('Customer name is required')).toBeTruthy();
    expect(screen.getByText('Reserve price is required')).toBeTruthy();
    expect(screen.getByText('CIF ID is required')).toBeTruthy();
    expect(screen.queryByText('Auction ID is required')).toBeNull();
    expect(document.activeElement?.id).toBe('add-property-auctionDate');
    expect(requests.some((r) => r.url.pathname === ADD)).toBe(false);
  });

  it('checks a field when it loses focus and forgets the message once edited', async () => {
    await ready();
    type(/^CIF ID/, '12AB');
    fireEvent.blur(field(/^CIF ID/));
    expect(await screen.findByText('CIF ID must be a whole number')).toBeTruthy();
    type(/^CIF ID/, '1234');
    expect(screen.queryByText('CIF ID must be a whole number')).toBeNull();
  });

  it('refuses an end time before the start time', async () => {
    await ready();
    fillValid();
    type(/^End time/, '09:00');
    submit();
    expect(await screen.findByText('End time must be after Start time')).toBeTruthy();
  });

  it("sends the property with numbers as numbers, says 'Adding...', then 'Property added successfully' and resets", async () => {
    const { requests } = await ready();
    const release = holdUpload(ADD);
    fillValid();
    expect(screen.getByText('₹25,00,000')).toBeTruthy();
    submit();
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeTruthy();
    release(addAnswer);
    expect(await screen.findByText('Property added successfully')).toBeTruthy();
    expect(screen.getByText('EA-2026-0500')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the property page' }).getAttribute('href')).toBe(
      '/property/prop-new',
    );
    const sent = requests.find((r) => r.url.pathname === ADD)?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      customerName: 'M/s Shree Ganesh Traders',
      propertyType: 'RESIDENTIAL FLAT',
      reservePrice: 2_500_000,
      cifId: 1_234_567_890,
      emdAmount: 250_000,
      bidIncrement: 1000,
      auctionDate: '2026-12-15',
      emdSubmission: '2026-12-10',
      auctionStartTime: '10:00',
      auctionEndTime: '17:00',
    });
    expect(sent).not.toHaveProperty('auctionCode');
    // The form is empty again, times back at their defaults.
    await waitFor(() => expect(field(/^Customer name/).value).toBe(''));
    expect(field(/^Auction date/).value).toBe('');
    expect(field(/^Start time/).value).toBe('10:00');
    expect(screen.getByRole('button', { name: 'Add Property' })).toBeTruthy();
  });

  it("fills the EMD account in from the bank's saved default and sends it with the property", async () => {
    const { requests } = await ready();
    // The defaults arrive with the tab; typing the bank once they are there fills the account in.
    await screen.findByText('Bharat Housing Finance Ltd', { selector: 'td' });
    fillValid();
    expect(field(/^EMD account name/).value).toBe('BHFL EMD Collection Account');
    expect(field(/^EMD IFSC code/).value).toBe('HDFC0000236');
    expect(
      screen.getByText('Filled in from the default EMD account of Bharat Housing Finance Ltd'),
    ).toBeTruthy();
    submit();
    await screen.findByText('Property added successfully');
    const sent = requests.find((r) => r.url.pathname === ADD)?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      emdAccountName: 'BHFL EMD Collection Account',
      emdAccountNo: '50200045671234',
      emdIfscCode: 'HDFC0000236',
      emdBankName: 'HDFC Bank',
      emdBranch: 'Connaught Place, New Delhi',
    });
  });

  it("shows 'Failed to add property' with the server's reason beside the field", async () => {
    const taken = 'Auction ID EA-2026-0001 is already in use';
    addAnswer = {
      status: 409,
      body: { success: false, code: 'CONFLICT', error: taken, fields: { auctionCode: taken } },
    };
    await ready();
    fillValid();
    type(/^Auction ID/, 'EA-2026-0001');
    submit();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to add property')).toBeTruthy();
    expect(within(alert).getByText(taken)).toBeTruthy();
    expect(screen.getAllByText(taken)).toHaveLength(2);
    // Nothing was added: the form keeps what was typed.
    expect(field(/^Customer name/).value).toBe('M/s Shree Ganesh Traders');
  });

  it("says 'Error adding property' when the server cannot be reached", async () => {
    addAnswer = { status: 0, body: null };
    await ready();
    fillValid();
    submit();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error adding property')).toBeTruthy();
  });

  it('sends a sale notice and photos as multipart, and refuses a notice that is not a PDF', async () => {
    const { requests } = await ready();
    fillValid();
    const notice = document.querySelector('input[type="file"][name="saleNotice"]')!;
    fireEvent.change(notice, {
      target: { files: [new File(['x'], 'notice.docx', { type: 'application/msword' })] },
    });
    expect(await screen.findByText('The sale notice must be a PDF file')).toBeTruthy();
    submit();
    expect(requests.some((r) => r.url.pathname === ADD)).toBe(false);

    fireEvent.change(notice, {
      target: { files: [new File(['%PDF'], 'notice.pdf', { type: 'application/pdf' })] },
    });
    const photos = document.querySelector('input[type="file"][name="photos"]')!;
    fireEvent.change(photos, {
      target: {
        files: [
          new File(['png'], 'front.png', { type: 'image/png' }),
          new File(['jpg'], 'hall.jpg', { type: 'image/jpeg' }),
        ],
      },
    });
    submit();
    expect(await screen.findByText('Property added successfully')).toBeTruthy();
    const form = requests.find((r) => r.url.pathname === ADD)?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('saleNotice') as File).name).toBe('notice.pdf');
    expect((form.getAll('photos') as File[]).map((f) => f.name)).toEqual(['front.png', 'hall.jpg']);
    expect(form.get('reservePrice')).toBe('2500000');
    expect(form.get('auctionDate')).toBe('2026-12-15');
  });

  it('Reset empties the form', async () => {
    await ready();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(field(/^Customer name/).value).toBe(''));
    expect(field(/^Reserve price/).value).toBe('');
  });
});
