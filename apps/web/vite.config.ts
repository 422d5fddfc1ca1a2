import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from './src/build-plugins/compile-hints';
import { reactDomClientEsm } from './src/build-plugins/react-dom-client-esm';

// The year of the build in IST, for the footer's copyright line (src/app/footer.tsx): the same in the
// browser build and in the pages drawn in advance, which scripts/first-paint.mjs builds moments later.
const IST_OFFSET_MS = 5.5 * 3_600_000;
process.env.VITE_BUILD_YEAR ??= String(new Date(Date.now() + IST_OFFSET_MS).getUTCFullYear());

// The dev server proxies the API and Socket.IO to the Node server (npm run dev at the root runs both).
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

/** Text files worth compressing; the server's on-the-fly compression skips bodies under 1 KB as well. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, maximum quality) and `file.gz` beside every compressible file of the build.
 * The server serves them as they are (@fastify/static `preCompressed`): smaller than what it could
 * afford to compress per request, and no CPU spent on it.
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  return {
    name: 'eauction:precompress',
    // Not for the first-paint build (scripts/first-paint.mjs): that code runs at build time only.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          if ((await stat(path)).size < MIN_BYTES) return;
          const content = await readFile(path);
          const [brotli, gzipped] = await Promise.all([
            br(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gz(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, brotli), writeFile(`${path}.gz`, gzipped)]);
        }),
      );
    },
  };
}

/**
 * Mantine's `useId` replaced by src/lib/mantine-use-id.ts (decision 018): same ids, no second render of
 * every form field after hydration. Mantine's components import it from the package's index, which
 * imports it from this one file.
 */
function mantineUseId(): Plugin {
  const replacement = resolve(import.meta.dirname, 'src/lib/mantine-use-id.ts');
  return {
    name: 'eauction:mantine-use-id',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@mantine[\\/]hooks[\\/]/.test(importer)) return null;
      return /(?:^|[\\/])use-id[\\/]use-id\.mjs$/.test(source) ? replacement : null;
    },
  };
}

/** The theme's CSS variables, a stylesheet of the build (src/main.tsx imports it). */
const CSS_VARIABLES_ID = 'virtual:mantine-css-variables.css';

/**
 * The theme's CSS variables as a stylesheet of the build, not a `<style>` the app renders (decision 023).
 * MantineProvider would compute every variable of the theme in the browser in the first render, and to
 * leave out those equal to its default theme's, the defaults as well, when its code is evaluated: some
 * 20–50 ms of the start-up on this project's machines, for a theme that never changes while the app runs
 * (the light scheme is forced; high contrast is a stylesheet of its own). Here Mantine computes the same
 * `<style>` once, at build time, from the same theme (src/app/theme.ts), and the app's MantineProvider is
 * told not to render it. Mantine's module that computes the defaults on evaluation is replaced by one that
 * computes them when first asked (src/lib/mantine-remove-default-variables.ts).
 */
function mantineCssVariables(): Plugin {
  const resolvedId = `\0${CSS_VARIABLES_ID}`;
  const lazyDefaults = resolve(import.meta.dirname, 'src/lib/mantine-remove-default-variables.ts');
  return {
    name: 'eauction:mantine-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === CSS_VARIABLES_ID) return resolvedId;
      if (!importer || !/[\\/]@mantine[\\/]core[\\/]/.test(importer)) return null;
      return /(?:^|[\\/])remove-default-variables\.mjs$/.test(source) ? lazyDefaults : null;
    },
    async load(id) {
      if (id !== resolvedId) return null;
      const [
        { createElement },
        { renderToStaticMarkup },
        { MantineProvider },
        { cssVariablesResolver, theme },
      ] = await Promise.all([
        import('react'),
        import('react-dom/server'),
        import('@mantine/core'),
        import('./src/app/theme'),
      ]);
      // Exactly what the app's MantineProvider (src/app/providers.tsx) rendered before.
      const markup = renderToStaticMarkup(
        createElement(MantineProvider, {
          theme,
          cssVariablesResolver,
          forceColorScheme: 'light',
          withGlobalClasses: false,
        }),
      );
      const css = /^<style data-mantine-styles="true">([^<]*)<\/style>$/.exec(markup)?.[1];
      if (!css) throw new Error(`MantineProvider rendered no CSS variables: ${markup.slice(0, 200)}`);
      return css;
    },
  };
}

/**
 * React DOM's client (decision 025's module) and its scheduler, a file of their own loaded with the
 * entry rather than half of it (decision 028). Chromium does some main-thread work per script file
 * after it arrives: publishing the code compiled off the thread (decision 026) and, when a trace
 * records sources as Lighthouse's does, copying the source into it. For the 390 KB entry those tasks
 * reached 10–13 ms in Lighthouse's traces, over its 10 ms threshold; a file of half the size takes
 * about half as long.
 */
const REACT_DOM = /react-dom-client-esm|[\\/]node_modules[\\/](?:react-dom|scheduler)[\\/]/;

/**
 * The UI kit (Mantine and what its components pull in, the icons). Split automatically, it becomes
 * dozens of files of 1 to 3 KB, one per set of pages sharing a component, and the first page needs
 * some 40 of them in a second round of requests after the entry: over HTTP/1.1 (six connections per
 * host) that costs several round trips on a mobile network. Pieces that five or more pages share go
 * into one chunk loaded with the entry instead; what fewer pages use stays with them. (Four would save
 * a few more requests but costs the home page 5 KB more of its 200 KB budget.)
 */
const UI_KIT =
  /node_modules[\\/](?:@mantine[\\/](?:core|hooks)|@floating-ui|@tabler|react-remove-scroll(?:-bar)?|react-number-format|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|aria-hidden|clsx|tslib)[\\/]/;

export default defineConfig({
  plugins: [
    mantineUseId(),
    mantineCssVariables(),
    reactDomClientEsm(),
    react(),
    compileHints(),
    precompress(),
  ],
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
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: REACT_DOM },
            { name: 'ui', test: UI_KIT, minShareCount: 5 },
          ],
        },
      },
    },
  },
});
