// Bundles the server into dist/main.mjs for `npm run serve` and production images.
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
  entryPoints: [join(here, 'src', 'main.ts')],
  outfile: join(here, 'dist', 'main.mjs'),
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
const bytes = Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.bytes ?? 0;
console.log(`server bundle: dist/main.mjs (${(bytes / 1024).toFixed(0)} KB) in ${Date.now() - started} ms`);
