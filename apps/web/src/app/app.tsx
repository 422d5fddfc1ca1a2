import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { FullScreenLoader } from '../components/loaders';
import { useAuth } from '../lib/auth';
import { createAppRouter } from './router';

type AppProps = {
  /** The entry module creates the router before the first render (main.tsx); tests leave it to App. */
  router?: ReturnType<typeof createAppRouter>;
};

/** A full-screen spinner while the stored session is checked (docs/product.md, "Start-up and loading"). */
export function App({ router: given }: AppProps) {
  const { isLoading } = useAuth();
  // Created once, at first render: the router starts loading the first route's chunk at once.
  const [router] = useState(() => given ?? createAppRouter());
  if (isLoading) return <FullScreenLoader />;
  return <RouterProvider router={router} />;
}
