import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as ReactDomClient from 'react-dom/client';
import { afterAll, describe, expect, it } from 'vitest';
import { reactDomClientAsModule, reactDomClientFile } from './react-dom-client-esm';

const require = createRequire(import.meta.url);
const installed = readFileSync(reactDomClientFile(), 'utf8');

// The converted module is written under node_modules (outside the sources, ignored by git and the
// linters) so that its imports resolve to the same React as the app's.
const folder = join(
  dirname(require.resolve('react/package.json')),
  '..',
  '.cache',
  'react-dom-client-esm-test',
);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("React DOM's client as an ES module (decision 025)", () => {
  it('turns the installed client into a module that imports its three dependencies and exports its API', () => {
    const text = reactDomClientAsModule(installed);
    expect(text).toContain('import Scheduler from "scheduler";');
    expect(text).toContain('import React from "react";');
    expect(text).toContain('import ReactDOM from "react-dom";');
    for (const name of ['createRoot', 'hydrateRoot', 'version']) {
      expect(text).toContain(`\nexport const ${name} = `);
    }
    expect(text).not.toMatch(/\brequire\(|\bexports\./);
    // Everything else is the file as React ships it.
    expect(text.length).toBeGreaterThan(installed.length - 200);
  });

  it('draws and updates a tree with the converted module', async () => {
    mkdirSync(folder, { recursive: true });
    const file = join(folder, 'client.mjs');
    writeFileSync(file, reactDomClientAsModule(installed));
    const client = (await import(/* @vite-ignore */ file)) as typeof ReactDomClient & { version: string };
    const { act, createElement } = await import('react');
    const container = document.createElement('div');
    const root = client.createRoot(container);
    await act(async () => root.render(createElement('p', null, 'Reserve price')));
    expect(container.innerHTML).toBe('<p>Reserve price</p>');
    await act(async () => root.render(createElement('p', null, 'EMD')));
    expect(container.innerHTML).toBe('<p>EMD</p>');
    await act(async () => root.unmount());
    expect(client.version).toBe(require('react-dom/package.json').version);
  });

  it('fails the build when the file no longer has the expected shape', () => {
    expect(() =>
      reactDomClientAsModule(installed.replace('require("scheduler")', 'require("sched")')),
    ).toThrow(/requires at the top/);
    expect(() =>
      reactDomClientAsModule(installed.replace('\nexports.version = ', '\nexports.ver = ')),
    ).toThrow(/exports\.version/);
    expect(() => reactDomClientAsModule(`${installed}\nmodule.exports.extra = 1;\n`)).toThrow(
      /more CommonJS than expected/,
    );
  });
});
