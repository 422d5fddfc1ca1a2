import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The baseline of `npm run bench:web`: Vite's defaults and the React plugin, nothing else. The bench
// builds it into a temporary folder (`vite build apps/web/bench/bare --outDir …`) in every run.
export default defineConfig({
  plugins: [react()],
});
