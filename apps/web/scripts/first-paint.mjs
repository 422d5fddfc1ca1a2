// Builds the page renderer (src/first-paint/render.tsx) for Node into dist-server/, then renders the
// public landing pages drawn in advance (decision 017) into dist/first-paint.json, which the server puts
// inside #root of those pages' index.html. Built with the same Vite configuration as the browser build,
// so CSS module class names match. Self-contained (every dependency bundled in): the server also loads
// it at run time to draw the property page with its data when it is asked for (decision 019), and the
// production image has no web dependencies in node_modules. Not under dist/, which is served.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist-server');
await build({
  root,
  logLevel: 'warn',
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/first-paint/render.tsx',
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'render.mjs' } },
  },
});
const { FIRST_PAINT_PATHS, renderFirstPaint } = await import(pathToFileURL(join(outDir, 'render.mjs')).href);
const pages = {};
for (const path of FIRST_PAINT_PATHS) pages[path] = await renderFirstPaint(path);
const file = join(root, 'dist', 'first-paint.json');
writeFileSync(file, JSON.stringify(pages));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `first paint: ${Object.entries(pages)
    .map(([path, page]) => `${path} ${kb(page.body.length)}`)
    .join(', ')}`,
);
