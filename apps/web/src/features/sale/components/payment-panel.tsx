import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatRupees, type PaymentKind, type Sale } from '@eauction/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { myRegistrationsQueryOptions } from '../../../lib/my-registrations';
import { saleQueryKey } from '../api/get-sale';
import { REPORT_PAYMENT_TITLES, awaitingVerification, leftToReport } from '../sale-model';
import { PaymentForm } from './payment-form';
import { SaleSection } from './sale-section';

/** The English of 'sale.payment.reported', the confirmation of a payment just reported (the tests look for it). */
export const PAYMENT_REPORTED =
  'Thank you: your payment has been reported. The bank will verify it and e-mail you.';

/**
 * The payment the sale expects now: its form while something is left to report, else word that what was
 * reported awaits the bank. A payment just reported is confirmed above it, announced and focused.
 */
export function PaymentPanel({ sale, kind }: { sale: Sale; kind: PaymentKind }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [reported, setReported] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const left = leftToReport(sale, kind);
  const waiting = awaitingVerification(sale, kind);

  const onReported = () => {
    setReported(true);
    void queryClient.invalidateQueries({ queryKey: saleQueryKey(sale.propertyId) });
    void queryClient.invalidateQueries({ queryKey: myRegistrationsQueryOptions().queryKey });
    requestAnimationFrame(() => doneRef.current?.focus());
  };

  return (
    <SaleSection title={_(REPORT_PAYMENT_TITLES[kind])} id="sale-payment-heading">
      {reported ? (
        <FormAlert ref={doneRef} tone="success">
          {_('sale.payment.reported')}
        </FormAlert>
      ) : null}
      {left > 0 ? (
        // A new form for each amount left: after a payment the next one starts from what is left.
        <PaymentForm key={`${kind}-${left}`} sale={sale} kind={kind} onReported={onReported} />
      ) : waiting > 0 ? (
        <Text size="sm" data-testid="payment-waiting">
          {_('sale.payment.waiting', { amount: formatRupees(waiting) })}
        </Text>
      ) : null}
    </SaleSection>
  );
}
