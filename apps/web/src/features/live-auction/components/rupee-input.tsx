import type { Ref } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { MIN_BID_STEP } from '@eauction/shared';

/**
 * An amount in whole rupees: Indian digit grouping (24,50,000), steps of ₹1,000 with the arrow keys,
 * no clamping (an amount out of range gets the spec's message, not a silent correction) and its error
 * announced as it appears.
 */
export function RupeeInput(
  props: Omit<NumberInputProps, 'leftSection' | 'thousandSeparator'> & { ref?: Ref<HTMLInputElement> },
) {
  return (
    <NumberInput
      leftSection="₹"
      step={MIN_BID_STEP}
      clampBehavior="none"
      allowNegative={false}
      allowDecimal={false}
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      inputMode="numeric"
      errorProps={{ role: 'alert' }}
      {...props}
    />
  );
}
