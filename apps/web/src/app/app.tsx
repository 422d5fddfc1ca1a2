import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { FullScreenLoader } from '../components/loaders';
import { useAuth } from '../lib/auth';
import { createAppRouter } from './router';

/** A full-screen spinner while the stored session is checked at start (spec 2), then the routes. */
export function App() {
  const { isLoading } = useAuth();
  // Created once, at first render: the router starts loading the first route's chunk at once.
  const [router] = useState(createAppRouter);
  if (isLoading) return <FullScreenLoader />;
  return <RouterProvider router={router} />;
}
