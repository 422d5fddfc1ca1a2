import { useLingui } from '@lingui/react';
import { Stack, Text } from '@mantine/core';
import { useLocale } from '../lib/i18n';
import { saleNextStep, type SaleSummary } from '../lib/sale-steps';
import { DeadlineCountdown } from './deadline-countdown';

/** The buyer's next step in words, with the countdown to its deadline when it has one. */
export function SaleNextStep({ sale }: { sale: SaleSummary }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const step = saleNextStep(sale, _, locale);
  if (!step) return null;
  return (
    <Stack gap={2} data-testid="sale-next-step">
      <Text size="sm" fw={600}>
        {step.text}
      </Text>
      {step.dueBy ? <DeadlineCountdown dueBy={step.dueBy} /> : null}
    </Stack>
  );
}
