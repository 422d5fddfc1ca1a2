import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDate, toIstDate, type EmdRefundRow } from '@eauction/shared';
import type { FakeAnswer } from '../../../testing/app-test-utils';
import { makeRefundRow } from '../testing/fixtures';
import { openTab, renderAdmin } from '../testing/render-admin';

let due: EmdRefundRow[];
let refunded: EmdRefundRow[];
let putAnswer: FakeAnswer | null;

function renderRefunds() {
  return renderAdmin(({ method, url, body }) => {
    const path = url.pathname;
    if (path === '/api/admin/sales') return { body: { success: true, data: [] } };
    if (path === '/api/admin/holidays') return { body: { success: true, data: [] } };
    if (path === '/api/admin/emd-refunds') {
      const rows = url.searchParams.get('status') === 'refunded' ? refunded : due;
      return { body: { success: true, data: rows, total: rows.length, limit: 20, offset: 0 } };
    }
    const match = /^\/api\/admin\/registrations\/([^/]+)\/emd-refund$/.exec(path);
    if (method === 'PUT' && match) {
      if (putAnswer) return putAnswer;
      const row = due.find((r) => r.registrationId === match[1])!;
      const { utrNo, refundedOn } = body as { utrNo: string; refundedOn: string };
      due = due.filter((r) => r !== row);
      const done = { ...row, state: 'refunded' as const, refundUtrNo: utrNo, refundedOn, late: false };
      refunded = [done, ...refunded];
      return { body: { success: true, data: done } };
    }
    return undefined;
  });
}

async function openRefunds() {
  const api = renderRefunds();
  await openTab('Sales');
  fireEvent.click(await screen.findByRole('button', { name: /^EMD refunds due/ }));
  await screen.findByRole('heading', { level: 3, name: 'EMD refunds' });
  return api;
}

beforeEach(() => {
  due = [
    makeRefundRow({ registrationId: 'reg-1', bidderName: 'Meera Iyer', late: true }),
    makeRefundRow({
      registrationId: 'reg-2',
      bidderName: 'Kiran Rao',
      accountNo: '00112233445566',
      ifscCode: 'SBIN0000691',
      bankName: 'State Bank of India',
      refundDueSince: new Date().toISOString(),
    }),
  ];
  refunded = [];
  putAnswer = null;
});

describe('EMD refunds', () => {
  it('lists the refunds due with the bidder, the auction, the amount, the account and the late flag', async () => {
    await openRefunds();
    const late = (await screen.findByText('Meera Iyer')).closest('tr')!;
    expect(within(late).getByText('meera@example.in')).toBeTruthy();
    expect(within(late).getByText('EA-2026-0001')).toBeTruthy();
    expect(within(late).getByText('₹2,45,000')).toBeTruthy();
    expect(within(late).getByText('A/c 50100123456789')).toBeTruthy();
    expect(within(late).getByText('IFSC HDFC0001234, HDFC Bank')).toBeTruthy();
    expect(within(late).getByText(formatDate('2026-11-10T11:30:02.000Z'))).toBeTruthy();
    expect(within(late).getByText('Late')).toBeTruthy();
    const recent = screen.getByText('Kiran Rao').closest('tr')!;
    expect(within(recent).queryByText('Late')).toBeNull();
    expect(screen.getByText('Showing 1–2 of 2 refunds due')).toBeTruthy();
  });

  it('records a refund with its UTR and date, checked with the shared messages', async () => {
    const { requests } = await openRefunds();
    fireEvent.click(await screen.findByRole('button', { name: 'Record refund to Meera Iyer, EA-2026-0001' }));
    const form = await screen.findByRole('form', { name: 'Record the EMD refund to Meera Iyer' });
    expect(within(form).getByLabelText(/^Refund date/)).toHaveProperty(
      'value',
      formatDate(toIstDate(new Date())),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(await within(form).findByText('UTR number is required')).toBeTruthy();
    const utr = within(form).getByRole('textbox', { name: /^UTR number/ });
    fireEvent.change(utr, { target: { value: 'NEFT 12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(await within(form).findByText('Invalid UTR number')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    fireEvent.change(utr, { target: { value: 'hdfc26111800123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(
      await screen.findByText('EMD refund of ₹2,45,000 to Meera Iyer (EA-2026-0001) recorded.'),
    ).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/admin/registrations/reg-1/emd-refund');
    expect(put.body).toEqual({ utrNo: 'HDFC26111800123', refundedOn: toIstDate(new Date()) });
    await waitFor(() => expect(screen.queryByText('Meera Iyer')).toBeNull());
    expect(within(screen.getByRole('button', { name: /^EMD refunds due/ })).getByText('1')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Refunded' }));
    const row = (await screen.findByText('Meera Iyer')).closest('tr')!;
    expect(within(row).getByText('UTR HDFC26111800123')).toBeTruthy();
    expect(requests.at(-1)?.url.searchParams.get('status')).toBe('refunded');
  });

  it("shows the server's refusal", async () => {
    putAnswer = {
      status: 409,
      body: { success: false, error: 'This EMD is not due for a refund', code: 'CONFLICT' },
    };
    await openRefunds();
    fireEvent.click(await screen.findByRole('button', { name: 'Record refund to Kiran Rao, EA-2026-0001' }));
    const form = await screen.findByRole('form', { name: 'Record the EMD refund to Kiran Rao' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^UTR number/ }), {
      target: { value: 'SBIN26111800999' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(await within(form).findByText('Failed to record the refund')).toBeTruthy();
    expect(within(form).getByText('This EMD is not due for a refund')).toBeTruthy();
  });

  it('says when nothing is due', async () => {
    due = [];
    await openRefunds();
    expect(await screen.findByText('No EMD is due for a refund.')).toBeTruthy();
  });
});
