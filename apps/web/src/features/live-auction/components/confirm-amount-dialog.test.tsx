import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import { i18n } from '../../../lib/i18n';
import { fakeApi, renderRoutes } from '../../../testing/app-test-utils';
import { ConfirmAmountDialog } from './confirm-amount-dialog';

// The Hindi messages, as a page at a /hi address has them (lib/i18n.ts); the test setup loads the English.
const HINDI = import.meta.glob<Messages>(['../../../locales/hi.json', '../locales/hi.json'], {
  query: '?lingui',
  import: 'messages',
  eager: true,
});

function renderDialog(amount: number) {
  fakeApi();
  const element = (
    <ConfirmAmountDialog
      amount={amount}
      title="Confirm"
      confirmLabel="Bid"
      onConfirm={() => {}}
      onCancel={() => {}}
    >
      Bid this amount?
    </ConfirmAmountDialog>
  );
  return renderRoutes([{ path: '/', element }], '/');
}

describe('the dialog confirming an amount', () => {
  afterEach(() => i18n.activate('en'));

  it('says the amount in figures and in English words', async () => {
    renderDialog(7_310_000);
    expect((await screen.findByTestId('confirm-amount')).textContent).toBe(
      '₹73,10,000 — Seventy-three lakh ten thousand rupees',
    );
  });

  it('says it in Hindi words on a Hindi page', async () => {
    for (const messages of Object.values(HINDI)) i18n.load('hi', messages);
    i18n.activate('hi');
    renderDialog(7_310_000);
    expect((await screen.findByTestId('confirm-amount')).textContent).toBe(
      '₹73,10,000 — तिहत्तर लाख दस हज़ार रुपये',
    );
  });
});
