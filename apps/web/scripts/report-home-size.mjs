// Prints the JavaScript a browser must load before the home page shows: the entry chunk, the home
// route's chunk and everything they import statically, gzip-compressed. Fails the build when it
// exceeds the home page's JavaScript budget (200 KB gzip), so a heavy import cannot creep in unnoticed.
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

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit(entryKey);
visit(homeKey);

let total = 0;
const rows = [...files].map((file) => {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  return [file, size];
});
rows.sort((a, b) => b[1] - a[1]);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`\nHome page initial JavaScript (gzip), ${rows.length} files:`);
for (const [file, size] of rows.slice(0, 8)) console.log(`  ${kb(size).padStart(9)}  ${file}`);
if (rows.length > 8) console.log(`  … and ${rows.length - 8} smaller files`);
console.log(`  ${kb(total).padStart(9)}  total (budget ${kb(BUDGET_BYTES)})`);
if (total > BUDGET_BYTES) {
  console.error("The home page's initial JavaScript is over budget: split the new import into a lazy chunk.");
  process.exit(1);
}
