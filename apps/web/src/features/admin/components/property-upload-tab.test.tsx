import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import { type PropertyUploadResult } from '@eauction/shared';
import { i18n } from '../../../lib/i18n';
import type { FakeAnswer } from '../../../testing/app-test-utils';
import { holdUpload } from '../../../testing/fake-xhr';
import { openTab, renderAdmin } from '../testing/render-admin';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sheet = (name = 'properties.xlsx', type = XLSX) => new File(['PK\u0003\u0004'], name, { type });

const imported: PropertyUploadResult = {
  success: true,
  count: 12,
  created: 10,
  updated: 2,
  unchanged: 0,
  rejectedCount: 1,
  rejected: [
    {
      row: 7,
      auctionId: 'EA-2026-0107',
      errors: ['Reserve Price (Rs) is required', 'Zone must be one of: NORTH, SOUTH, EAST, WEST, CENTRAL'],
    },
  ],
  ignoredColumns: ['Remarks'],
  message: '12 properties imported',
};

let uploadAnswer: FakeAnswer;

// The Hindi messages, as a page at a /hi address has them (lib/i18n.ts); the test setup loads the English.
const HINDI = import.meta.glob<Messages>(
  [
    '../../../locales/hi.json',
    '../locales/hi.json',
    '../../../../../../packages/shared/src/locales/hi/*.json',
  ],
  { query: '?lingui', import: 'messages', eager: true },
);

async function ready() {
  const api = renderAdmin(({ method, url }) =>
    method === 'POST' && url.pathname === '/api/admin/upload-properties' ? uploadAnswer : undefined,
  );
  await openTab('Property Upload', 'Bulk Property Upload');
  return api;
}

function choose(file: File) {
  const input = document.querySelector('input[type="file"][name="propertiesFile"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const upload = () => fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

beforeEach(() => {
  uploadAnswer = { body: imported };
});
afterEach(() => vi.restoreAllMocks());

// Each test renders the whole console and drives it event by event: slow on a busy two-core machine.
describe('Property Upload tab', { timeout: 30_000 }, () => {
  it("says 'Please select a file to upload' when nothing is chosen", async () => {
    const { requests } = await ready();
    upload();
    expect(await screen.findByText('Please select a file to upload')).toBeTruthy();
    expect(requests.some((r) => r.url.pathname === '/api/admin/upload-properties')).toBe(false);
  });

  it("refuses a file that is not .xlsx or .xls with 'Please upload an Excel file (.xlsx or .xls)'", async () => {
    const { requests } = await ready();
    choose(sheet('properties.csv', 'text/csv'));
    expect(await screen.findByText('Please upload an Excel file (.xlsx or .xls)')).toBeTruthy();
    upload();
    expect(await screen.findByText('Please select a file to upload')).toBeTruthy();
    expect(requests.some((r) => r.url.pathname === '/api/admin/upload-properties')).toBe(false);
  });

  it('uploads the file as propertiesFile with a progress bar, then shows the count and the refused rows', async () => {
    const { requests } = await ready();
    const release = holdUpload('/api/admin/upload-properties');
    choose(sheet('week-47.xls', 'application/vnd.ms-excel'));
    expect(screen.getByText('week-47.xls')).toBeTruthy();
    upload();
    expect(await screen.findByText('Uploading… 50%')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    release({ body: imported });
    expect(await screen.findByText('12 properties imported')).toBeTruthy();
    expect(screen.getByText('10 new, 2 updated.')).toBeTruthy();
    expect(screen.getByText(/Columns not recognised, so ignored: 'Remarks'/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();

    expect(screen.getByRole('heading', { name: '1 row refused' })).toBeTruthy();
    const row = screen.getByText('EA-2026-0107').closest('tr')!;
    expect(within(row).getByText('7')).toBeTruthy();
    expect(within(row).getByText('Reserve Price (Rs) is required')).toBeTruthy();
    expect(within(row).getByText(/^Zone must be one of/)).toBeTruthy();

    const sent = requests.find((r) => r.url.pathname === '/api/admin/upload-properties');
    expect(sent?.method).toBe('POST');
    expect(((sent?.body as FormData).get('propertiesFile') as File).name).toBe('week-47.xls');
    // The chosen file is cleared so it is not sent twice by mistake.
    expect(screen.queryByText('week-47.xls')).toBeNull();
  });

  it("shows 'Upload failed' with the server's reason and the refused rows when no row could be imported", async () => {
    uploadAnswer = {
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        error: 'No row of the spreadsheet could be imported, so nothing was changed. See the refused rows.',
        rejectedCount: 2,
        rejected: [
          { row: 2, errors: ['Auction ID is required'] },
          { row: 3, auctionId: 'EA-9', errors: ['Auction Date must be a date such as 05-Dec-26'] },
        ],
      },
    };
    await ready();
    choose(sheet());
    upload();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Upload failed')).toBeTruthy();
    expect(
      within(alert).getByText(
        'No row of the spreadsheet could be imported, so nothing was changed. See the refused rows.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2 rows refused' })).toBeTruthy();
    expect(screen.getByText('Auction ID is required').closest('tr')!.textContent).toContain('—');
  });

  it('says its own refusals and the refused rows in the language of a Hindi page', async () => {
    for (const messages of Object.values(HINDI)) i18n.load('hi', messages);
    i18n.activate('hi');
    try {
      uploadAnswer = {
        body: {
          ...imported,
          rejected: [
            {
              row: 7,
              auctionId: 'EA-2026-0107',
              errors: ['Reserve Price (Rs) is required'],
              messages: [{ id: 'admin.row.required', values: { column: 'Reserve Price (Rs)' } }],
            },
          ],
        },
      };
      renderAdmin(({ method, url }) =>
        method === 'POST' && url.pathname === '/api/admin/upload-properties' ? uploadAnswer : undefined,
      );
      await openTab('संपत्ति अपलोड', 'संपत्तियों का थोक अपलोड');
      choose(sheet('properties.csv', 'text/csv'));
      expect(await screen.findByText('कृपया एक्सेल फ़ाइल (.xlsx या .xls) अपलोड करें')).toBeTruthy();
      expect(screen.queryByText('Please upload an Excel file (.xlsx or .xls)')).toBeNull();

      choose(sheet());
      fireEvent.click(screen.getByRole('button', { name: 'अपलोड करें' }));
      expect(await screen.findByText('12 संपत्तियाँ आयात की गईं')).toBeTruthy();
      // The reason by its key: the column stays as the file names it.
      const row = screen.getByText('EA-2026-0107').closest('tr')!;
      expect(within(row).getByText('Reserve Price (Rs) आवश्यक है')).toBeTruthy();
    } finally {
      i18n.activate('en');
    }
  });

  it("says 'Error uploading file' when the upload does not reach the server", async () => {
    uploadAnswer = { status: 0, body: null };
    await ready();
    choose(sheet());
    upload();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error uploading file')).toBeTruthy();
  });

  it('downloads the template with the bearer token', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:template', revokeObjectURL: () => {} }),
    );
    const { requests } = renderAdmin(({ url }) =>
      url.pathname === '/api/admin/upload-template' ? { body: {} } : undefined,
    );
    await openTab('Property Upload', 'Bulk Property Upload');
    fireEvent.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('property-upload-template.xlsx');
    expect(link.href).toBe('blob:template');
    expect(requests.some((r) => r.url.pathname === '/api/admin/upload-template')).toBe(true);
  });

  it('lists the spreadsheet columns with the product’s keys', async () => {
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Spreadsheet columns' }));
    for (const header of [
      'Auction ID',
      'CUSTOMER NAME',
      'Property Type',
      'Property Location (City)',
      'Auction Date',
      'Reserve Price (Rs)',
    ]) {
      expect(screen.getByText(header, { selector: 'td' })).toBeTruthy();
    }
  });
});
