// `npm start`: builds the web app and the server when a build is missing or older than its sources,
// then starts the server. `npm run serve` starts an existing build without this check.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Newest modification time of any file below the given paths (skipping dependencies and builds). */
function newest(paths) {
  let latest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        walk(join(p, name));
      }
    } else latest = Math.max(latest, st.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return latest;
}

function builtAt(file) {
  const p = join(root, file);
  return existsSync(p) ? statSync(p).mtimeMs : 0;
}

const shared = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];
const targets = [
  {
    name: 'web app',
    // The last file the web build writes: its server render.
    output: 'apps/web/dist-server/render.js',
    sources: [...shared, 'apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts'],
    workspace: '@eauction/web',
  },
  {
    name: 'server',
    output: 'apps/server/dist/main.mjs',
    sources: [...shared, 'apps/server/src', 'apps/server/build.mjs'],
    workspace: '@eauction/server',
  },
];

for (const t of targets) {
  const out = builtAt(t.output);
  if (out === 0 || newest(t.sources) > out) {
    console.log(`Building the ${t.name} (${out === 0 ? 'no build yet' : 'sources changed'})…`);
    const r = spawnSync(npm, ['run', 'build', '-w', t.workspace], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) {
      console.error(`Building the ${t.name} failed.`);
      process.exit(r.status ?? 1);
    }
  }
}

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/main.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
