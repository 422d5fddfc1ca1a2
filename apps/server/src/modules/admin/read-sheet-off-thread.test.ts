import { describe, expect, it } from 'vitest';
import { SPREADSHEET_COLUMNS } from '@eauction/shared';
import { AppError } from '../../platform/errors';
import {
  SHEET_LIMITS,
  SHEET_TOO_BIG_MESSAGE,
  readSheetOffThread,
  sheetTooSlowMessage,
} from './read-sheet-off-thread';
import { Refusal } from './refusal';
import { sheetOf, sheetRow, workbookFile } from '../../testing/spreadsheets';

const refusalOf = (reading: Promise<unknown>) =>
  reading.then(
    () => {
      throw new Error('not refused');
    },
    (error: unknown) => error,
  );

describe('reading an upload in a worker thread', () => {
  it('answers the validated rows, the columns present and the refused rows', async () => {
    const file = workbookFile(sheetOf([sheetRow('OFF-1'), sheetRow('OFF-2', { reservePrice: 'n/a' })]));
    const sheet = await readSheetOffThread(file, 'xlsx');
    expect(sheet.valid.map((v) => v.input.auctionCode)).toEqual(['OFF-1']);
    expect(sheet.rejected).toMatchObject([{ row: 3, auctionId: 'OFF-2' }]);
    expect(sheet.present).toEqual(new Set(SPREADSHEET_COLUMNS.map((c) => c.field)));
    expect(sheet.rowCount).toBe(2);
  });

  it('throws a refusal the worker made as the same AppError, its details kept', async () => {
    const file = workbookFile(sheetOf([sheetRow('OFF-3')], ['auctionCode', 'customerName']));
    const error = await refusalOf(readSheetOffThread(file, 'xlsx'));
    expect(error).toBeInstanceOf(Refusal);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', statusCode: 400 });
    expect((error as Refusal).details).toHaveProperty('missingColumns');

    const empty = await refusalOf(readSheetOffThread(workbookFile([]), 'xlsx'));
    expect(empty).toBeInstanceOf(AppError);
    expect(empty).toMatchObject({ statusCode: 400, userMessage: 'The spreadsheet has no rows to import' });
  });

  it('stops a worker past its time limit and refuses the file with 413', async () => {
    const file = workbookFile(sheetOf([sheetRow('OFF-4')]));
    // A limit no worker can meet: it has not even started when the time is up.
    const error = await refusalOf(readSheetOffThread(file, 'xlsx', { ...SHEET_LIMITS, timeoutMs: 1 }));
    expect(error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      statusCode: 413,
      userMessage: 'The spreadsheet took too long to read (over 0.001 seconds); split it into smaller files',
      text: sheetTooSlowMessage(1),
    });
    // The next file is read as usual.
    expect((await readSheetOffThread(file, 'xlsx')).valid).toHaveLength(1);
  });

  it('refuses with 413 a file whose reading outgrows the worker heap, and the server reads on', async () => {
    // Ten thousand rows do not fit in a 16 MB heap. (How much of it the worker's own start takes
    // depends on the machine and on whether it runs from source, so no file is promised to fit.)
    const small = { ...SHEET_LIMITS, heapMb: 16 };
    const many = workbookFile(sheetOf(Array.from({ length: 10_000 }, (_, i) => sheetRow(`HEAP-${i}`))));
    const error = await refusalOf(readSheetOffThread(many, 'xlsx', small));
    expect(error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      statusCode: 413,
      userMessage: 'The spreadsheet needs too much memory to read; split it into smaller files',
      text: { id: SHEET_TOO_BIG_MESSAGE },
    });
    // Only the worker stopped: with the usual limits the same file is read.
    expect((await readSheetOffThread(many, 'xlsx')).valid).toHaveLength(10_000);
  });
});
