import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';

// The year of the build in IST, for the footer's copyright line (src/app/footer.tsx): the same in the
// browser build and in the server's render (src/server/render.tsx), built moments later.
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
    // Not for the server's render (dist-server/), which browsers never load.
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
 * React DOM and its scheduler, a file of their own loaded with the entry (decision 035): they change
 * only with a React upgrade, so visitors keep them cached across releases of the app.
 */
const REACT_DOM = /[\\/]node_modules[\\/](?:react-dom|scheduler)[\\/]/;

/**
 * The UI kit (Mantine and what its components pull in, the icons). Split automatically, it becomes
 * dozens of files of 1 to 3 KB, one per set of pages sharing a component, and the first page needs
 * some 40 of them in a second round of requests after the entry: over HTTP/1.1 (six connections per
 * host) that costs several round trips on a mobile network. Pieces that twelve or more pages share go
 * into one chunk loaded with the entry instead; what fewer pages use stays with them, in chunks the
 * server preloads with the page. (Five made fewer files, but put into every page pieces the home page
 * does not use: 10 KB of its 200 KB budget, which the language runtime and catalogues now need.)
 */
const UI_KIT =
  /node_modules[\\/](?:@mantine[\\/](?:core|hooks)|@floating-ui|@tabler|react-remove-scroll(?:-bar)?|react-number-format|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|aria-hidden|clsx|tslib)[\\/]/;

/**
 * Mantine's Popover, behind the date pickers, menus and selects of the forms, is left out of the UI kit's
 * chunk: the many forms sharing it would otherwise put it on every page, the home page included, which
 * shows none. The bundler's automatic splitting gives it a chunk that only the screens using it load.
 */
const POPOVER =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components[\\/]Popover|utils[\\/]Floating)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  // Lingui's plugin compiles the message catalogues a module imports with `?lingui` (lingui.config.ts).
  plugins: [react(), lingui(), precompress()],
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
  // The server's render (`vite build --ssr src/server/render.tsx`) is self-contained, every dependency
  // bundled in: the production image has no web dependencies in node_modules.
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    manifest: !isSsrBuild,
    sourcemap: true,
    copyPublicDir: !isSsrBuild,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 700,
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: REACT_DOM },
            { name: 'ui', test: (id) => UI_KIT.test(id) && !POPOVER.test(id), minShareCount: 12 },
          ],
        },
      },
    },
  },
}));
