import type { Ref } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * An amount in whole rupees: Indian digit grouping (24,50,000), steps of the property's bid increment
 * with the arrow keys (`step`, required so that no fixed step creeps back in),
 * no clamping (an amount out of range gets the product's message, not a silent correction) and its error
 * announced as it appears.
 */
export function RupeeInput(
  props: Omit<NumberInputProps, 'leftSection' | 'thousandSeparator' | 'step'> & {
    step: number;
    ref?: Ref<HTMLInputElement>;
  },
) {
  return (
    <NumberInput
      leftSection="₹"
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
