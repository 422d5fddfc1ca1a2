import { Worker } from 'node:worker_threads';
import { message, type ErrorCode, type Message } from '@eauction/shared';
import { AppError } from '../../platform/errors';
import type { SpreadsheetKind } from './read-spreadsheet';
import { Refusal } from './refusal';
import type { CheckedSheet } from './validate-sheet-rows';

/*
 * A bulk upload is read in a worker thread: parsing 20,000 rows takes SheetJS a second or two, and on
 * the event loop that second would hold up every bid, socket and /healthz answer of the instance. The
 * worker gets the file's bytes and answers the validated rows (spreadsheet-worker.ts). One file is read
 * at a time (the others wait their turn), each within a memory and a time budget: a file that exceeds
 * either is refused with a 413, and the worker, not the server, is what stops.
 */

/** What the worker is given. */
export interface SheetJob {
  bytes: Uint8Array;
  kind: SpreadsheetKind;
}

/** What the worker answers: the rows, a refusal to send as it is, or an unexpected error's text. */
export type SheetOutcome =
  | { sheet: CheckedSheet }
  | {
      refusal: {
        code: ErrorCode;
        statusCode: number;
        /** AppError's `text` and `fieldTexts`: by key and values, so the answer keeps its `messages`. */
        text: Message;
        fields?: Record<string, Message>;
        details?: Record<string, unknown>;
      };
    }
  | { failure: string };

export interface SheetLimits {
  /** How long a file may take to read before its worker is stopped. */
  timeoutMs: number;
  /** The worker's V8 heap (maxOldGenerationSizeMb): a file needing more is refused, not the server's memory. */
  heapMb: number;
}

/**
 * Measured: the benchmark's 20,000 rows with every column (20 MB unpacked) are read in 1.5 to 3 s
 * within a 96 MB heap, and 20,000 rows with 2,000-character schedules (60 MB, near the unpacked limit
 * of unzip-limits.ts) within 192 MB. So 256 MB admits every file that limit admits unless it is made
 * of millions of tiny strings, which is refused rather than let grow (the process then peaks near
 * 700 MB, where an unbounded read reached gigabytes), and a minute is some twenty times the slowest
 * honest read.
 */
export const SHEET_LIMITS: SheetLimits = { timeoutMs: 60_000, heapMb: 256 };

export const sheetTooSlowMessage = (timeoutMs: number) =>
  message('errors.spreadsheet.tooSlow', { seconds: timeoutMs / 1000 });
export const SHEET_TOO_BIG_MESSAGE = 'errors.spreadsheet.tooBig';

/*
 * Where the worker's code is. The built server (build.mjs) is dist/main.mjs with the worker beside it
 * as dist/spreadsheet-worker.mjs. From source (tsx, Vitest) this module is a .ts file, and the worker
 * starts through spreadsheet-worker-source.mjs, which registers tsx in the new thread first: Node 20
 * cannot run TypeScript, and tsx only registers itself on the main thread.
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(
  FROM_SOURCE ? './spreadsheet-worker-source.mjs' : './spreadsheet-worker.mjs',
  import.meta.url,
);

function rebuild(refusal: Extract<SheetOutcome, { refusal: unknown }>['refusal']): AppError {
  const { code, statusCode, text, fields, details } = refusal;
  return details
    ? new Refusal(code, statusCode, text, details)
    : new AppError(code, statusCode, text, fields);
}

function runWorker(bytes: Buffer, kind: SpreadsheetKind, limits: SheetLimits): Promise<CheckedSheet> {
  // The worker gets its own copy, moved rather than copied a second time.
  const copy = new Uint8Array(bytes);
  const job: SheetJob = { bytes: copy, kind };
  return new Promise((resolve, reject) => {
    // The first of: the answer, a crash, the time limit. Settled once the thread has ended, so the
    // next file starts only when this one's memory is gone.
    let outcome: SheetOutcome | Error | undefined;
    const worker = new Worker(WORKER_FILE, {
      workerData: job,
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
    });
    const timer = setTimeout(() => {
      outcome ??= new AppError('PAYLOAD_TOO_LARGE', 413, sheetTooSlowMessage(limits.timeoutMs));
      void worker.terminate();
    }, limits.timeoutMs);
    worker.on('message', (message: SheetOutcome) => {
      outcome ??= message;
    });
    worker.on('error', (error: Error & { code?: string }) => {
      outcome ??=
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new AppError('PAYLOAD_TOO_LARGE', 413, SHEET_TOO_BIG_MESSAGE, undefined, { cause: error })
          : error;
    });
    worker.on('exit', (exitCode) => {
      clearTimeout(timer);
      if (outcome === undefined)
        reject(new Error(`spreadsheet worker exited (${exitCode}) without answering`));
      else if (outcome instanceof Error) reject(outcome);
      else if ('sheet' in outcome) resolve(outcome.sheet);
      else if ('refusal' in outcome) reject(rebuild(outcome.refusal));
      else reject(new Error(`spreadsheet worker failed: ${outcome.failure}`));
    });
  });
}

/** Files wait here for the one worker at a time. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Reads and validates an uploaded spreadsheet in a worker thread: the rows, or the upload's refusal
 * (AppError / Refusal) exactly as reading it on this thread would throw it.
 */
export function readSheetOffThread(
  bytes: Buffer,
  kind: SpreadsheetKind,
  limits: SheetLimits = SHEET_LIMITS,
): Promise<CheckedSheet> {
  const turn = queue.then(() => runWorker(bytes, kind, limits));
  queue = turn.catch(() => undefined);
  return turn;
}
