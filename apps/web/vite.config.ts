import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies the API and Socket.IO to the Node server (npm run dev at the root runs both).
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The workspace holds two patch versions of @mantine/core (apps/web/node_modules and the root, pulled
    // in by @mantine/dates). Two copies would mean two React contexts and "MantineProvider was not found".
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
      '/healthz': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: true,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 700,
  },
});
