// Starts spreadsheet-worker.ts from source, under tsx (npm run dev) or Vitest. Node 20 cannot run
// TypeScript and tsx only registers itself on the main thread, so this worker thread registers it
// through tsx's API before loading the worker. The built server never loads this file: it runs
// dist/spreadsheet-worker.mjs (build.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./spreadsheet-worker.ts');
