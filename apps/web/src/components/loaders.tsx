import { useLingui } from '@lingui/react';
import { Center, Loader, VisuallyHidden } from '@mantine/core';

/**
 * The spinner shown while the session is checked at start (docs/product.md, "Start-up and loading") and while
 * the first route loads. role="status" with a label lets assistive technology announce what is happening.
 */
export function FullScreenLoader({ label }: { label?: string }) {
  const { _ } = useLingui();
  const text = label ?? _('components.loader.loading');
  return (
    <Center h="100dvh" role="status" aria-label={text} aria-live="polite">
      <Loader size="lg" />
      <VisuallyHidden>{text}</VisuallyHidden>
    </Center>
  );
}

/** The same spinner inside a page, below the navigation bar. */
export function PageLoader({ label }: { label?: string }) {
  const { _ } = useLingui();
  const text = label ?? _('components.loader.loading');
  return (
    <Center mih="50vh" role="status" aria-label={text} aria-live="polite">
      <Loader />
      <VisuallyHidden>{text}</VisuallyHidden>
    </Center>
  );
}
