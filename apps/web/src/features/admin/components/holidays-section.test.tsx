import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Holiday } from '@eauction/shared';
import type { FakeAnswer } from '../../../testing/app-test-utils';
import { openTab, renderAdmin } from '../testing/render-admin';

let holidays: Holiday[];
let putAnswer: FakeAnswer | null;

async function openHolidays() {
  const api = renderAdmin(({ method, url, body }) => {
    if (url.pathname === '/api/admin/sales') return { body: { success: true, data: [] } };
    if (url.pathname === '/api/admin/emd-refunds')
      return { body: { success: true, data: [], total: 0, limit: 20, offset: 0 } };
    if (url.pathname !== '/api/admin/holidays') return undefined;
    if (method === 'PUT') {
      if (putAnswer) return putAnswer;
      holidays = [...(body as { holidays: Holiday[] }).holidays].sort((a, b) => a.date.localeCompare(b.date));
    }
    return { body: { success: true, data: holidays } };
  });
  await openTab('Sales');
  const form = await screen.findByRole('form', { name: 'Bank holidays' });
  await within(form).findByRole('button', { name: 'Save holidays' });
  return { ...api, form };
}

const input = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement;
function typeDate(form: HTMLElement, label: string, value: string) {
  fireEvent.change(input(form, label), { target: { value } });
  fireEvent.blur(input(form, label));
}

beforeEach(() => {
  holidays = [{ date: '2026-10-02', name: 'Gandhi Jayanti' }];
  putAnswer = null;
});

describe('Bank holidays', () => {
  it('lists the holidays, checks new rows with the shared messages and saves the whole list', async () => {
    const { form, requests } = await openHolidays();
    await waitFor(() => expect(input(form, 'Name of holiday 1').value).toBe('Gandhi Jayanti'));
    expect(input(form, 'Date of holiday 1').value).toBe('02-Oct-26');

    fireEvent.click(within(form).getByRole('button', { name: 'Add holiday' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save holidays' }));
    expect(await within(form).findByText('Date must be a date (YYYY-MM-DD)')).toBeTruthy();
    expect(within(form).getByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Please fix the errors in the list')).toBeTruthy();

    typeDate(form, 'Date of holiday 2', '02-Oct-26');
    fireEvent.change(input(form, 'Name of holiday 2'), { target: { value: 'Dussehra' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save holidays' }));
    expect(await within(form).findByText('02-Oct-26 is listed twice')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    typeDate(form, 'Date of holiday 2', '20-Oct-26');
    fireEvent.click(within(form).getByRole('button', { name: 'Save holidays' }));
    expect(await within(form).findByText('Holidays saved: 2 holidays listed.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      holidays: [
        { date: '2026-10-02', name: 'Gandhi Jayanti' },
        { date: '2026-10-20', name: 'Dussehra' },
      ],
    });

    fireEvent.click(within(form).getByRole('button', { name: 'Remove holiday 1, Gandhi Jayanti' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save holidays' }));
    expect(await within(form).findByText('Holidays saved: 1 holiday listed.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
      holidays: [{ date: '2026-10-20', name: 'Dussehra' }],
    });
  });

  it("shows the server's messages beside the fields they are about", async () => {
    putAnswer = {
      status: 400,
      body: {
        success: false,
        error: 'Name must be at most 100 characters',
        code: 'VALIDATION_FAILED',
        fields: { 'holidays.0.name': 'Name must be at most 100 characters' },
      },
    };
    const { form } = await openHolidays();
    await waitFor(() => expect(input(form, 'Name of holiday 1').value).toBe('Gandhi Jayanti'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save holidays' }));
    expect(await within(form).findByText('Failed to save the holidays')).toBeTruthy();
    expect(within(form).getAllByText('Name must be at most 100 characters').length).toBe(2);
    expect(input(form, 'Name of holiday 1').getAttribute('aria-invalid')).toBe('true');
  });
});
