import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../platform/errors';
import type { SheetJob, SheetOutcome } from './read-sheet-off-thread';
import { readPropertySheet } from './read-spreadsheet';
import { Refusal } from './refusal';
import { validateSheetRows } from './validate-sheet-rows';

/*
 * The worker thread that reads one bulk upload (read-sheet-off-thread.ts starts it): it parses and
 * validates the file it is given, answers once and ends. A refusal travels as plain data (an Error's
 * class does not cross threads) and is rebuilt on the other side.
 */

function read({ bytes, kind }: SheetJob): SheetOutcome {
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { sheet: validateSheetRows(readPropertySheet(buffer, kind)) };
  } catch (error) {
    if (error instanceof AppError) {
      const { code, statusCode, text, fieldTexts: fields } = error;
      const details = error instanceof Refusal ? error.details : undefined;
      return { refusal: { code, statusCode, text, fields, details } };
    }
    return { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

parentPort?.postMessage(read(workerData as SheetJob));
