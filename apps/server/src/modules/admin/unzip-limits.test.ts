import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { readWorkbook, sheetOf, sheetRow, sheetRows, workbookFile } from '../../testing/spreadsheets';
import { MAX_UNPACKED_BYTES, UNPACKED_TOO_LARGE_MESSAGE, storedZip, unzipWithinLimit } from './unzip-limits';
import { entriesOf, sharedStringsBomb, zipOf, type FixtureEntry } from '../../testing/zip-fixtures';

const workbook = () => workbookFile(sheetOf([sheetRow('ZIP-1'), sheetRow('ZIP-2')]));

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('not refused');
}

const unreadable = {
  statusCode: 400,
  userMessage: 'The file could not be read as an Excel workbook. Please save it again from Excel and retry.',
};
const tooLarge = {
  code: 'PAYLOAD_TOO_LARGE',
  statusCode: 413,
  userMessage: 'The spreadsheet is too large when unpacked (over 64 MB); split it into smaller files',
};

describe('unpacking an .xlsx within a budget', () => {
  it('re-writes a workbook with its entries stored, and SheetJS reads the same rows from it', () => {
    const original = workbook();
    const entries = unzipWithinLimit(original);
    expect(entries.map((e) => e.name.toString())).toContain('xl/worksheets/sheet1.xml');
    const stored = storedZip(entries);
    // Stored, not compressed: the copy holds at least every entry's full size.
    expect(stored.length).toBeGreaterThan(entries.reduce((sum, e) => sum + e.data.length, 0));
    expect(sheetRows(readWorkbook(stored), 'Properties')).toEqual(
      sheetRows(readWorkbook(original), 'Properties'),
    );
  });

  it('states the limit in the refusal the admin reads', () => {
    expect(UNPACKED_TOO_LARGE_MESSAGE).toEqual({
      id: 'errors.spreadsheet.unpackedTooLarge',
      values: { megabytes: 64 },
    });
    expect(MAX_UNPACKED_BYTES).toBe(64 * 1024 * 1024);
  });

  it('refuses entries declaring more than the limit together, before inflating any', () => {
    const entries = entriesOf(workbook());
    // Not deflate data at all: inflating it would fail as unreadable, so a 413 shows nothing was inflated.
    const garbage: FixtureEntry = {
      name: 'xl/media/big.bin',
      deflated: Buffer.alloc(64, 0xff),
      crc: 0,
      size: 1,
    };
    const zip = zipOf([...entries, garbage], (e) => (e === garbage ? MAX_UNPACKED_BYTES : e.size));
    expect(refusal(() => unzipWithinLimit(zip))).toMatchObject(tooLarge);
    // Each entry alone within the limit, together over it.
    const halves = zipOf(
      [...entries, garbage, { ...garbage, name: 'xl/media/big2.bin', deflated: Buffer.alloc(64, 0xfe) }],
      (e) => (e.name.startsWith('xl/media/') ? MAX_UNPACKED_BYTES / 2 : e.size),
    );
    expect(refusal(() => unzipWithinLimit(halves))).toMatchObject(tooLarge);
  });

  it('stops an entry that inflates past the size its headers declare', async () => {
    const bomb = await sharedStringsBomb(100);
    expect(bomb.deflated.length).toBeLessThan(1024 * 1024);
    const zip = zipOf([...entriesOf(workbook()), bomb], (e) => (e === bomb ? 1000 : e.size));
    expect(refusal(() => unzipWithinLimit(zip))).toMatchObject({
      ...unreadable,
      message: 'zip: entry inflates past its declared size',
    });
  });

  it('refuses an archive whose two entry counts disagree', () => {
    const zip = zipOf(entriesOf(workbook()));
    // The end record's "entries on this disk" (offset 8) claims one more than its total (offset 10).
    const end = zip.length - 22;
    zip.writeUInt16LE(zip.readUInt16LE(end + 10) + 1, end + 8);
    expect(refusal(() => unzipWithinLimit(zip))).toMatchObject({
      ...unreadable,
      message: 'zip: multi-disk, ZIP64 or inconsistent entry counts',
    });
  });

  it('refuses entries that share their compressed bytes', () => {
    const largest = entriesOf(workbook()).sort((a, b) => b.deflated.length - a.deflated.length)[0];
    if (!largest) throw new Error('no entry');
    const zip = zipOf([largest]);
    // Fifty directory entries, all pointing at the one entry's data: zlib would read it fifty times.
    const end = zip.length - 22;
    const entry = zip.subarray(zip.readUInt32LE(end + 16), end);
    const copies = 50;
    const record = Buffer.from(zip.subarray(end));
    record.writeUInt16LE(copies, 8);
    record.writeUInt16LE(copies, 10);
    record.writeUInt32LE(entry.length * copies, 12);
    const shared = Buffer.concat([zip.subarray(0, end), ...Array<Buffer>(copies).fill(entry), record]);
    expect(refusal(() => unzipWithinLimit(shared))).toMatchObject({
      ...unreadable,
      message: 'zip: entries share their data',
    });
  });

  it('refuses what is not a zip, or a truncated one', () => {
    expect(refusal(() => unzipWithinLimit(Buffer.from('PK\u0003\u0004 not really')))).toMatchObject(
      unreadable,
    );
    const zip = workbook();
    expect(refusal(() => unzipWithinLimit(zip.subarray(0, zip.length - 100)))).toMatchObject(unreadable);
  });
});
