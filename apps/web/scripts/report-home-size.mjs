// Prints the JavaScript a browser must load before the home page shows: the entry chunk, the home
// route's chunk and everything they import statically, and the message catalogues of the page's
// language (the shell's and the catalogue's), gzip-compressed, for each language. Fails the build when
// either exceeds the home page's JavaScript budget (200 KB gzip), so a heavy import cannot creep in
// unnoticed.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_BYTES = 200 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const homeKey = Object.keys(manifest).find((k) => k.endsWith('features/properties/routes/home-page.tsx'));
if (!entryKey || !homeKey) {
  console.error('report-home-size: entry or home-page chunk not found in the Vite manifest');
  process.exit(1);
}

const codeFiles = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || codeFiles.has(chunk.file)) return;
  codeFiles.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit(entryKey);
visit(homeKey);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
let overBudget = false;
for (const locale of ['en', 'hi']) {
  // The same catalogues the server preloads with the home page (catalogueModulesOf in packages/shared).
  const catalogues = [
    `src/locales/${locale}.json?lingui`,
    `src/features/properties/locales/${locale}.json?lingui`,
    `../../packages/shared/src/locales/${locale}/labels.json?lingui`,
  ]
    .filter((key) => manifest[key])
    .map((key) => manifest[key].file);
  const rows = [...codeFiles, ...catalogues].map((file) => [file, gzipped(file)]);
  const total = rows.reduce((sum, [, size]) => sum + size, 0);
  rows.sort((a, b) => b[1] - a[1]);
  console.log(`\nHome page initial JavaScript in '${locale}' (gzip), ${rows.length} files:`);
  for (const [file, size] of rows.slice(0, 6)) console.log(`  ${kb(size).padStart(9)}  ${file}`);
  if (rows.length > 6) console.log(`  … and ${rows.length - 6} smaller files`);
  console.log(`  ${kb(total).padStart(9)}  total (budget ${kb(BUDGET_BYTES)})`);
  overBudget ||= total > BUDGET_BYTES;
}
if (overBudget) {
  console.error("The home page's initial JavaScript is over budget: split the new import into a lazy chunk.");
  process.exit(1);
}
