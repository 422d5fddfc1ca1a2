import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/*
 * React DOM's client as an ES module in the browser build (decision 025).
 *
 * React DOM ships CommonJS only. The bundler keeps a CommonJS module in a function that runs on the
 * module's first `require`, and V8 compiles that function, all 600 KB of source of React DOM's client, on
 * the main thread when it is first called: some 10–17 ms of parsing (V8.ParseFunction) in the task that
 * evaluates the app's entry, on the development machine, at every page load. The same code as the top
 * level of an ES module is compiled with the rest of the module while it downloads, off the main thread
 * (script streaming), and its functions are still compiled lazily, one by one, as they are first called.
 *
 * The file's shape is three `require`s at the top and three `exports.` assignments at the end; they
 * become imports and exports. Anything else in it that is CommonJS fails the build, so a React update
 * that changes the shape is noticed, not shipped half-converted.
 */

const CLIENT = 'react-dom/client';
const RESOLVED = '\0eauction:react-dom-client-esm';

const HEADER =
  '"use strict";\nvar Scheduler = require("scheduler"),\n  React = require("react"),\n  ReactDOM = require("react-dom");\n';
const ESM_HEADER =
  'import Scheduler from "scheduler";\nimport React from "react";\nimport ReactDOM from "react-dom";\n';
const EXPORTS = ['createRoot', 'hydrateRoot', 'version'] as const;

/** React DOM's production client as an ES module: throws when its text is not of the expected shape. */
export function reactDomClientAsModule(source: string): string {
  const start = source.indexOf(HEADER);
  if (start === -1)
    throw new Error('react-dom-client-esm: the requires at the top of React DOM’s client have changed');
  let text = source.slice(0, start) + ESM_HEADER + source.slice(start + HEADER.length);
  for (const name of EXPORTS) {
    const assignment = `\nexports.${name} = `;
    if (text.split(assignment).length !== 2) {
      throw new Error(`react-dom-client-esm: React DOM's client no longer assigns exports.${name} once`);
    }
    text = text.replace(assignment, `\nexport const ${name} = `);
  }
  const left = /\brequire\(|\bexports\b|\bmodule\.exports\b/.exec(text);
  if (left) {
    throw new Error(`react-dom-client-esm: React DOM's client has more CommonJS than expected: '${left[0]}'`);
  }
  return text;
}

/** The installed React DOM's production client (CommonJS). */
export function reactDomClientFile(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('react-dom/package.json')), 'cjs', 'react-dom-client.production.js');
}

/** Resolves `react-dom/client` to the converted production client, in the browser's production build. */
export function reactDomClientEsm(): Plugin {
  return {
    name: 'eauction:react-dom-client-esm',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    resolveId(source) {
      return source === CLIENT ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      return reactDomClientAsModule(readFileSync(reactDomClientFile(), 'utf8'));
    },
  };
}
