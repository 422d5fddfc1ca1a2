import { crc32, deflateSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { SPREADSHEET_COLUMNS, type PropertyInputField } from '@eauction/shared';
import type { Db } from '../../db/client';
import { bids, properties } from '../../db/schema';

/*
 * Test helpers of the admin console: real .xlsx/.xls files written by SheetJS, multipart bodies as a
 * browser sends them, real PDFs and PNGs, and bids and registrations written straight to the tables
 * (the bidding engine is not needed to read a report).
 */

export type CellInput = string | number | XLSX.CellObject | null;

const HEADER: Record<PropertyInputField, string> = Object.fromEntries(
  SPREADSHEET_COLUMNS.map((c) => [c.field, c.header]),
) as Record<PropertyInputField, string>;

/** A valid EMD beneficiary account as Add Property, Edit and the spreadsheet take it (decision 031). */
export const TEST_EMD_ACCOUNT_FIELDS = {
  emdAccountName: 'Bharat Housing Finance Ltd EMD Collection Account',
  emdAccountNo: '50200045671234',
  emdIfscCode: 'HDFC0000236',
  emdBankName: 'HDFC Bank',
  emdBranch: 'Connaught Place, New Delhi',
} as const satisfies Partial<Record<PropertyInputField, string>>;

/** A valid spreadsheet row keyed by field; dates as DD-MMM-YY text unless overridden. */
export function sheetRow(
  code: string,
  overrides: Partial<Record<PropertyInputField, CellInput>> = {},
): Partial<Record<PropertyInputField, CellInput>> {
  return {
    auctionCode: code,
    customerName: `M/s ${code} Traders (Property of Mr. Owner)`,
    propertyType: 'RESIDENTIAL FLAT',
    propertyLocation: 'Pune',
    auctionDate: '15-Dec-26',
    reservePrice: 2_500_000,
    state: 'Maharashtra',
    zone: 'WEST',
    region: 'Western Maharashtra',
    possessionType: 'PHYSICAL',
    vendor: 'In-house',
    bankName: 'Bharat Housing Finance Ltd',
    emdSubmission: '10-Dec-26',
    loanAccountNo: 'BHFL0112345678',
    cifId: 1_234_567_890,
    propertySchedule: `All that part and parcel of the property ${code}.`,
    ...TEST_EMD_ACCOUNT_FIELDS,
    ...overrides,
  };
}

/** Rows keyed by field → an array of arrays with the header row; `fields` picks and orders the columns. */
export function sheetOf(
  rows: Partial<Record<PropertyInputField, CellInput>>[],
  fields: PropertyInputField[] = SPREADSHEET_COLUMNS.map((c) => c.field),
): CellInput[][] {
  return [fields.map((f) => HEADER[f]), ...rows.map((row) => fields.map((f) => row[f] ?? null))];
}

/** A workbook file of one sheet ('xlsx' or legacy 'xls' BIFF8). */
export function workbookFile(aoa: CellInput[][], kind: 'xlsx' | 'xls' = 'xlsx'): Buffer {
  const sheet: XLSX.WorkSheet = XLSX.utils.aoa_to_sheet([]);
  aoa.forEach((row, r) =>
    row.forEach((value, c) => {
      if (value === null) return;
      const address = XLSX.utils.encode_cell({ r, c });
      sheet[address] =
        typeof value === 'object' ? value : { t: typeof value === 'number' ? 'n' : 's', v: value };
    }),
  );
  const width = Math.max(1, ...aoa.map((r) => r.length));
  sheet['!ref'] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: Math.max(0, aoa.length - 1), c: width - 1 },
  });
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Properties');
  return XLSX.write(workbook, {
    type: 'buffer',
    bookType: kind === 'xls' ? 'biff8' : 'xlsx',
    compression: true,
  }) as Buffer;
}

/** Excel's serial number of a YYYY-MM-DD date, as a date cell. */
export function excelDate(iso: string): XLSX.CellObject {
  return {
    t: 'n',
    v: (Date.parse(`${iso}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000,
    z: 'dd-mmm-yy',
  };
}

/** Excel's time of day, as a time cell. */
export function excelTime(hhmm: string): XLSX.CellObject {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return { t: 'n', v: (h * 60 + m) / 1440, z: 'hh:mm' };
}

export interface FilePart {
  name: string;
  filename: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body exactly as a browser's FormData is sent. */
export async function multipartBody(files: FilePart[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(f.name, new Blob([new Uint8Array(f.content)], { type: f.type }), f.filename);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function readWorkbook(bytes: Buffer): XLSX.WorkBook {
  return XLSX.read(bytes, { type: 'buffer' });
}

export function sheetRows(workbook: XLSX.WorkBook, name: string): unknown[][] {
  const sheet = workbook.Sheets[name];
  if (!sheet) throw new Error(`no sheet ${name}`);
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
}

/** A real one-page PDF. */
export function makePdf(text = 'Sale notice'): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6' });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}

/** A real 1×1 PNG. */
export function makePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Bids appended as the engine would: the next seq, strictly increasing amounts, the auction row's
 * current bid, bidder and sequence moved along.
 */
export async function placeBids(
  db: Db,
  propertyId: string,
  entries: { bidderId: string; amount: number; isAuto?: boolean; at?: Date }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(properties).where(eq(properties.id, propertyId)).for('update');
    if (!row) throw new Error('no such property');
    let seq = row.bidSeq;
    for (const e of entries) {
      seq += 1;
      await tx.insert(bids).values({
        propertyId,
        bidderId: e.bidderId,
        amount: e.amount,
        isAuto: e.isAuto ?? false,
        seq,
        placedAt: e.at ?? new Date(),
      });
    }
    const last = entries[entries.length - 1];
    await tx
      .update(properties)
      .set({
        bidSeq: seq,
        currentBid: last?.amount ?? row.currentBid,
        currentBidderId: last?.bidderId ?? null,
      })
      .where(eq(properties.id, propertyId));
  });
}

export { insertRegistration } from '../../testing/fixtures';
