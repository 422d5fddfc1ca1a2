import { useLingui } from '@lingui/react';
import type { ComponentProps } from 'react';
import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

/**
 * 'Welcome, {first name}' (docs/product.md, "Navigation bar"): the target of the account menu, also shown
 * while the menu loads.
 */
export function AccountButton({ firstName, ...props }: { firstName: string } & ComponentProps<'button'>) {
  const { _ } = useLingui();
  return (
    <Button variant="light" rightSection={<IconChevronDown size={16} aria-hidden="true" />} {...props}>
      {_('nav.welcome', { firstName })}
    </Button>
  );
}
