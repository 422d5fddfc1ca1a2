import { describe, expect, it } from 'vitest';
import {
  LOCALES,
  PAYMENT_KINDS,
  SALE_ACTIONS,
  SALE_MESSAGES,
  SALE_STATUSES,
  SALE_STATUS_KEYS,
} from '@eauction/shared';
import { textOf } from '../../platform/i18n';

/*
 * The refusals of a sale name its status by its label and the refused move by its stored value, which
 * the message puts in words (packages/shared, src/sale.ts): in every language, the status reads as its
 * label, and every move has words of its own.
 */
describe('the refusals of a sale', () => {
  it.each(LOCALES)('name each status by its label, in %s', (locale) => {
    for (const status of SALE_STATUSES) {
      const label = textOf(SALE_STATUS_KEYS[status], locale);
      for (const action of SALE_ACTIONS) {
        expect(textOf(SALE_MESSAGES.refused(status, action), locale)).toContain(label);
      }
      for (const kind of PAYMENT_KINDS) {
        expect(textOf(SALE_MESSAGES.paymentNotExpected(kind, status), locale)).toContain(label);
      }
    }
  });

  it.each(LOCALES)('say each move in words of its own, in %s', (locale) => {
    const texts = SALE_ACTIONS.map((action) => textOf(SALE_MESSAGES.refused('confirmed', action), locale));
    expect(new Set(texts).size).toBe(SALE_ACTIONS.length);
    for (const text of texts) expect(text).not.toMatch(/[A-Za-z]+-[a-z]+|[a-z][A-Z]/);
  });

  it('read as a Hindi officer reads them', () => {
    expect(textOf(SALE_MESSAGES.refused('confirmed', 'confirm'))).toBe(
      "This sale is 'Confirmed: 25% deposit due': it cannot be confirmed now",
    );
    expect(textOf(SALE_MESSAGES.refused('confirmed', 'confirm'), 'hi')).toBe(
      'यह विक्रय ‘पुष्टि हुई: 25% जमा राशि देय’ स्थिति में है: अभी इसकी पुष्टि नहीं की जा सकती',
    );
    expect(textOf(SALE_MESSAGES.paymentNotExpected('balance', 'confirmed'), 'hi')).toBe(
      'विक्रय की स्थिति ‘पुष्टि हुई: 25% जमा राशि देय’ होने पर शेष राशि का भुगतान अपेक्षित नहीं है',
    );
  });
});
