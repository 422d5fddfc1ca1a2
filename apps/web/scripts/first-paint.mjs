// Renders the first paint of the public landing pages (src/first-paint/render.tsx, decision 017) into
// dist/first-paint.json, which the server puts inside #root of those pages' index.html. Runs after
// `vite build`: builds the renderer for Node with the same Vite configuration (so CSS module class names
// match the browser build), renders each page, then deletes the renderer again: it is not served.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Inside the package, so that Node finds react, Mantine and the rest in node_modules.
const outDir = mkdtempSync(join(root, '.first-paint-'));
try {
  await build({
    root,
    logLevel: 'warn',
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
  const { FIRST_PAINT_PATHS, renderFirstPaint } = await import(
    pathToFileURL(join(outDir, 'render.mjs')).href
  );
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
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
