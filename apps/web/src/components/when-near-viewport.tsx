import { useEffect, useRef, useState, type ReactNode } from 'react';

type WhenNearViewportProps = {
  children: ReactNode;
  /** Shown until then, the size of what replaces it so nothing moves when it does. */
  placeholder: ReactNode;
  /** How far outside the window the box may still be when the content starts loading. */
  rootMargin?: string;
};

/**
 * Renders `children` once their place comes near the window, `placeholder` until then. For heavy
 * parts far down a page (the map of a property): a visitor who never scrolls there never downloads or
 * runs them, and the page's first load does not wait on them. Without IntersectionObserver (old
 * browsers, test environments) the children render at once.
 */
export function WhenNearViewport({ children, placeholder, rootMargin = '600px' }: WhenNearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  // On the server (a page it renders) the placeholder, as in a browser's first render.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return near ? children : <div ref={ref}>{placeholder}</div>;
}
