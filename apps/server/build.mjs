// Bundles the server into dist/main.mjs for `npm run serve` and production images, with the worker thread
// that reads bulk uploads beside it as dist/spreadsheet-worker.mjs (a worker runs a file of its own;
// src/modules/admin/read-sheet-off-thread.ts finds it next to the bundle).
// The workspace package @eauction/shared (TypeScript source) is bundled in; every npm dependency stays
// external and is loaded from node_modules at run time, so native and WASM packages (argon2, PGlite)
// and packages that read their own data files (pdfkit) work unchanged.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const server = readJson(join(here, 'package.json'));
const shared = readJson(join(here, '..', '..', 'packages', 'shared', 'package.json'));

const dependencies = [
  ...Object.keys(server.dependencies ?? {}),
  ...Object.keys(server.devDependencies ?? {}),
  // What the bundled shared package imports (zod) must be the one copy fastify-type-provider-zod sees.
  ...Object.keys(shared.dependencies ?? {}),
].filter((name) => !name.startsWith('@eauction/'));
const external = [...new Set(dependencies)].flatMap((name) => [name, `${name}/*`]);

const started = Date.now();
const result = await build({
  entryPoints: {
    main: join(here, 'src', 'main.ts'),
    'spreadsheet-worker': join(here, 'src', 'modules', 'admin', 'spreadsheet-worker.ts'),
  },
  outdir: join(here, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  metafile: true,
  logLevel: 'warning',
  // Some dependencies are CommonJS; give the ESM bundle a `require` in case bundled code needs one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
const bundles = Object.entries(result.metafile.outputs)
  .filter(([, output]) => output.entryPoint)
  .map(([file, output]) => `${file.slice(file.indexOf('dist/'))} (${(output.bytes / 1024).toFixed(0)} KB)`);
console.log(`server bundle: ${bundles.join(', ')} in ${Date.now() - started} ms`);
