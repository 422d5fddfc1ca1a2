import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';

// One Vitest run covers every workspace; each project keeps its own environment.
// Parallelism stays modest: the machines running CI have two cores.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        // Checks of the repository's own tooling (the lint rules).
        test: {
          name: 'repository',
          root: '.',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The message catalogues compiled as in the build (apps/web/lingui.config.ts).
        plugins: [
          lingui({ configPath: fileURLToPath(new URL('./apps/web/lingui.config.ts', import.meta.url)) }),
        ],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // jsdom renders of whole screens take seconds when the two cores are busy (the server
          // project's integration tests run beside them); a hung test still fails, just later.
          testTimeout: 20_000,
          // Browser APIs jsdom lacks (matchMedia, ResizeObserver, scrolling) and cleanup between tests.
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
    ],
  },
});
