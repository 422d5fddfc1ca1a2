import * as XLSX from '@e965/xlsx';
import { SPREADSHEET_COLUMNS, type PropertyInputField } from '@eauction/shared';

/*
 * Test helpers of the bulk upload: real .xlsx/.xls files written by SheetJS, with valid rows to spoil
 * one cell at a time, and the workbooks the server answers with read back.
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

/** The sample auction's values that Add Property (security/valid-requests.ts) and a sheet row share. */
export const TEST_PROPERTY_FIELDS = {
  propertyType: 'RESIDENTIAL FLAT',
  propertyLocation: 'Pune',
  state: 'Maharashtra',
  zone: 'WEST',
  region: 'Western Maharashtra',
  possessionType: 'PHYSICAL',
  vendor: 'In-house',
  bankName: 'Bharat Housing Finance Ltd',
  reservePrice: 2_500_000,
} as const satisfies Partial<Record<PropertyInputField, string | number>>;

/** A valid spreadsheet row keyed by field; dates as DD-MMM-YY text unless overridden. */
export function sheetRow(
  code: string,
  overrides: Partial<Record<PropertyInputField, CellInput>> = {},
): Partial<Record<PropertyInputField, CellInput>> {
  return {
    auctionCode: code,
    customerName: `M/s ${code} Traders (Property of Mr. Owner)`,
    ...TEST_PROPERTY_FIELDS,
    auctionDate: '15-Dec-26',
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

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function readWorkbook(bytes: Buffer): XLSX.WorkBook {
  return XLSX.read(bytes, { type: 'buffer' });
}

export function sheetRows(workbook: XLSX.WorkBook, name: string): unknown[][] {
  const sheet = workbook.Sheets[name];
  if (!sheet) throw new Error(`no sheet ${name}`);
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
}
