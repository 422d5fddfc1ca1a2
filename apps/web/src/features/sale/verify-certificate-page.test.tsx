import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { type CertificateCheck } from '@eauction/shared';
import { fakeApi, renderRoutes } from '../../testing/app-test-utils';
import { VerifyCertificatePage } from './verify-certificate-page';

const CHECK: CertificateCheck = {
  certificateNo: 'SC-2026-000001',
  auctionCode: 'EA-2026-0001',
  property: 'RESIDENTIAL HOUSE, Indore, Madhya Pradesh',
  propertyType: 'RESIDENTIAL HOUSE',
  place: 'Indore, Madhya Pradesh',
  bankName: 'Bharat Housing Finance Ltd',
  salePrice: 3_000_000,
  saleDate: '2026-11-26',
  confirmedOn: '2026-11-27',
  issuedOn: '2026-12-10',
  buyer: 'M**** I***',
};

function renderCheck(path: string) {
  const api = fakeApi(({ url }) =>
    url.pathname === '/api/verify/SC-2026-000001' ? { body: { success: true, data: CHECK } } : undefined,
  );
  renderRoutes([{ path: '/verify/:certificateNo', Component: VerifyCertificatePage }], path);
  return api;
}

describe('VerifyCertificatePage', () => {
  it('says a known certificate is genuine, with what it records and the buyer masked', async () => {
    renderCheck('/verify/SC-2026-000001');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sale certificate SC-2026-000001 is genuine' }),
    ).toBeTruthy();
    for (const text of [
      'EA-2026-0001',
      'Residential House, Indore, Madhya Pradesh',
      'Bharat Housing Finance Ltd',
      '₹30,00,000',
      '26-Nov-26',
      '27-Nov-26',
      '10-Dec-26',
      'M**** I***',
    ]) {
      expect(screen.getByText(text), text).toBeTruthy();
    }
  });

  it('says no certificate has a number the server does not know', async () => {
    const { requests } = renderCheck('/verify/SC-2026-999999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No sale certificate has this number' }),
    ).toBeTruthy();
    expect(screen.getByText('SC-2026-999999')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Go to the home page/ }).getAttribute('href')).toBe('/');
    expect(requests.some((r) => r.url.pathname === '/api/verify/SC-2026-999999')).toBe(true);
  });
});
