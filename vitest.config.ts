import { defineConfig } from 'vitest/config';

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
