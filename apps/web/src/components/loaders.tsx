import { Center, Loader, VisuallyHidden } from '@mantine/core';

/**
 * The spinner shown while the session is checked at start (docs/product.md, "Start-up and loading") and while
 * the first route loads. role="status" with a label lets assistive technology announce what is happening.
 */
export function FullScreenLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center h="100dvh" role="status" aria-label={label} aria-live="polite">
      <Loader size="lg" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}

/** The same spinner inside a page, below the navigation bar. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="50vh" role="status" aria-label={label} aria-live="polite">
      <Loader />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
