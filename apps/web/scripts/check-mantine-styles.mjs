// Checks src/app/mantine-styles.ts against the build (decision 020): the app imports Mantine's styles
// per component instead of the whole of @mantine/core/styles.css, so the list must name exactly the
// components the bundle uses, in the order of the full stylesheet (the cascade then is the same).
// Which components the bundle uses is read from the build's source maps: each Mantine component that
// ends up in a chunk brings its class names module, `<Component>.module.mjs`. Run by `npm run build`
// after `vite build`; exits 1 and says what to add, remove or move.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const assets = join(root, 'dist', 'assets');
const listFile = join(root, 'src', 'app', 'mantine-styles.ts');
/** Not components: the reset, the default variables and the global classes, always first. */
const GLOBAL_FILES = ['baseline', 'default-css-variables', 'global'];

const used = new Set();
for (const file of readdirSync(assets).filter((f) => f.endsWith('.js.map'))) {
  const { sources } = JSON.parse(readFileSync(join(assets, file), 'utf8'));
  for (const source of sources) {
    const match = /@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/.exec(source);
    if (match) used.add(match[1]);
  }
}

const listed = [
  ...readFileSync(listFile, 'utf8').matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm),
].map((m) => m[1]);

// The order of @mantine/core/styles.css: where each file's first rules appear in it.
const stylesDir = join(
  dirname(createRequire(join(root, 'package.json')).resolve('@mantine/core/styles.css')),
  'styles',
);
const full = readFileSync(join(stylesDir, '..', 'styles.css'), 'utf8');
const positionOf = (name) => {
  const text = readFileSync(join(stylesDir, `${name}.css`), 'utf8').replace(/^\/\*[\s\S]*?\*\/\s*/, '');
  return full.indexOf(text.slice(0, 120));
};

const problems = [];
const missing = [...used].filter((name) => !listed.includes(name)).sort();
const unused = listed.filter((name) => !used.has(name) && !GLOBAL_FILES.includes(name));
if (missing.length) problems.push(`used by the app but not imported: ${missing.join(', ')}`);
if (unused.length) problems.push(`imported but no longer used: ${unused.join(', ')}`);
if (GLOBAL_FILES.some((name, i) => listed[i] !== name)) {
  problems.push(`the first three imports must be ${GLOBAL_FILES.join(', ')}`);
}
const wanted = [...new Set([...GLOBAL_FILES, ...used])].sort((a, b) => positionOf(a) - positionOf(b));
if (!problems.length && wanted.join() !== listed.join()) {
  problems.push(`not in the order of @mantine/core/styles.css; it should read: ${wanted.join(', ')}`);
}

if (problems.length) {
  console.error(`src/app/mantine-styles.ts does not match the build:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log(`Mantine styles: ${used.size} components, as imported by src/app/mantine-styles.ts`);
