import { useId as useReactId } from 'react';

/**
 * Stands in for `useId` of `@mantine/hooks` in the build (vite.config.ts, decision 018). Mantine's own
 * starts from React's id and then, in a layout effect, replaces it with a random one: on a page the
 * server drew in advance that is a synchronous second render of every form field right after hydration,
 * in the same task. React's id is already the same on the server and in the browser and unique within
 * the app's single root, so this returns the string Mantine's first render returns, and keeps it.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
