import type { Plugin } from 'vite';

/*
 * V8's explicit compile hint on the files every page runs at start (decision 026).
 *
 * V8 compiles a script's top level while it downloads, off the main thread, but each function inside
 * only when it is first called, on the main thread. The app's start calls some hundreds of functions
 * for the first time (React DOM's hydration, React Router's set-up, Mantine's components): a profile of
 * a page load shows lazy compilation as a third to a half of each task after the first paint. The magic
 * comment `//# allFunctionsCalledOnLoad` on a file's first line (Chromium 136 and later) tells V8 to
 * compile every function of that file eagerly, with the top level, on the background thread. Other
 * engines read it as a comment.
 *
 * It goes on the entry chunk and the chunks it imports statically (React DOM, the UI kit, the bundler's
 * runtime): code that every page runs at once. A page's own chunk, and the code behind a click, stay lazily
 * compiled: most of their functions are not called at start, and eager compilation would only cost
 * memory and background time.
 */

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the plugin does, in every chunk's hash: change it when the rule of which chunks changes. */
const HASH_NOTE = `${COMPILE_HINT} on the entry and its static imports`;

/** The minimal shape of an output chunk this plugin reads and changes. */
interface HintableChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  code: string;
  map: { mappings: string } | null;
}

/** The minimal shape of an output asset: the build writes each chunk's source map as one. */
interface Asset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

type Bundle = Record<string, HintableChunk | Asset>;

/** The entry chunks and every chunk they import statically, transitively. */
function startChunks(bundle: Bundle): string[] {
  const chunks = new Map<string, HintableChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  const found = new Set<string>();
  const visit = (fileName: string) => {
    if (found.has(fileName)) return;
    const chunk = chunks.get(fileName);
    if (!chunk) return;
    found.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return [...found];
}

/**
 * Puts the hint on a line of its own above the chunk's code. Its source map, and the map file the build
 * writes (an asset of the bundle), gain an empty first line, so every mapping stays on the code it
 * described.
 */
function addCompileHint(bundle: Bundle, fileName: string): void {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) return;
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  const mapFile = bundle[`${fileName}.map`];
  if (mapFile?.type === 'asset') {
    const text =
      typeof mapFile.source === 'string' ? mapFile.source : new TextDecoder().decode(mapFile.source);
    const map = JSON.parse(text) as { mappings: string };
    map.mappings = `;${map.mappings}`;
    mapFile.source = JSON.stringify(map);
  }
}

/** Adds the hint to the start chunks of the browser's production build. */
export function compileHints(): Plugin {
  return {
    name: 'eauction:compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // The hint goes in after the files' names are hashed; this puts it in their hashes too, so that a
    // browser that cached a file for a year under its name never keeps one without (or with) the hint.
    augmentChunkHash: () => HASH_NOTE,
    generateBundle: {
      // After Vite's own, which puts the map of the chunks' preloads above the entry's code.
      order: 'post',
      handler(_options, bundle) {
        const outputs = bundle as unknown as Bundle;
        for (const fileName of startChunks(outputs)) addCompileHint(outputs, fileName);
      },
    },
  };
}
