import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import { i18n } from '../../lib/i18n';
import { fakeApi, renderRoutes } from '../../testing/app-test-utils';
import { PolicyPage } from './policy-page';

// The Hindi messages, as a page at a /hi address has them (lib/i18n.ts); the test setup loads the English.
const HINDI = import.meta.glob<Messages>(['../../locales/hi.json', './locales/hi.json'], {
  query: '?lingui',
  import: 'messages',
  eager: true,
});

function renderPolicy(path: string) {
  fakeApi();
  return renderRoutes([{ path, element: <PolicyPage slug="privacy-policy" /> }], path);
}

describe('a policy page', () => {
  afterEach(() => i18n.activate('en'));

  it('shows the English texts, each section under its heading with its anchor', async () => {
    renderPolicy('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    const refund = screen.getByRole('heading', { level: 2, name: 'Refund policy' });
    expect(refund.id).toBe('privacy-policy-refund-policy');
    expect(refund.closest('section')?.getAttribute('aria-labelledby')).toBe('privacy-policy-refund-policy');
    expect(screen.getByText(/^We have no Refund Policy\./)).toBeTruthy();
  });

  it('shows the Hindi texts on a Hindi page, with the same anchors', async () => {
    for (const messages of Object.values(HINDI)) i18n.load('hi', messages);
    i18n.activate('hi');
    renderPolicy('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeTruthy();
    const refund = screen.getByRole('heading', { level: 2, name: 'धनवापसी नीति' });
    expect(refund.id).toBe('privacy-policy-refund-policy');
    expect(screen.getByText(/^हमारी कोई धनवापसी नीति नहीं है।/)).toBeTruthy();
    expect(screen.queryByText(/Refund/)).toBeNull();
  });
});
