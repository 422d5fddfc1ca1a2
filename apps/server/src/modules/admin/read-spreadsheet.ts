import * as XLSX from '@e965/xlsx';
import {
  ADMIN_MESSAGES,
  PROPERTY_UPLOAD_MAX_ROWS,
  SPREADSHEET_COLUMNS,
  excelFractionToTime,
  excelSerialToIsoDate,
  headerKey,
  type PropertyInputField,
  type SpreadsheetColumn,
} from '@eauction/shared';
import { AppError } from '../../platform/errors';
import { UNSTORABLE_TEXT_MESSAGE, isStorableText } from '../../platform/security';
import { Refusal } from './refusal';

/*
 * Reading the bulk upload spreadsheet (issue 6). The file is trusted for nothing: its type is decided
 * from its bytes, an .xlsx's declared unpacked size is bounded before SheetJS inflates it, SheetJS reads
 * only the first sheet, only as many rows as the limit allows, and never formulas (cached values
 * only), rich text, styles, macros or embedded objects. A cell's text is kept as typed, so '=cmd|…'
 * is stored as those characters and nothing ever evaluates it.
 */

export type SpreadsheetKind = 'xlsx' | 'xls';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** OLE2 compound file: legacy .xls (BIFF) workbooks. */
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * A sheet of 20,000 rows unpacks to some tens of megabytes; anything claiming far more is a zip bomb
 * and is refused before it is inflated.
 */
const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
/** Blank rows allowed beyond the row limit before the grid itself counts as too large. */
const SPARE_ROWS = 100;

/**
 * How SheetJS reads an upload: the first sheet only, dense, at most the row limit (plus a few blank
 * rows), cached values instead of formulas, no rich text, styles, number formats, macros or embedded
 * files. The import benchmark parses with exactly these options for its baseline.
 */
export const SHEET_READ_OPTIONS: XLSX.ParsingOptions = {
  type: 'buffer',
  dense: true,
  sheets: 0,
  sheetRows: PROPERTY_UPLOAD_MAX_ROWS + 1 + SPARE_ROWS,
  cellFormula: false,
  cellHTML: false,
  cellText: false,
  cellNF: false,
  cellStyles: false,
  cellDates: false,
  bookVBA: false,
  bookFiles: false,
  bookDeps: false,
  sheetStubs: false,
  WTF: false,
};

const unreadable = (cause?: unknown) =>
  new AppError('BAD_REQUEST', 400, ADMIN_MESSAGES.uploadUnreadable, undefined, { cause });

/** The kind of an upload by name AND content: a renamed PDF or CSV is neither. */
export function spreadsheetKind(fileName: string, bytes: Buffer): SpreadsheetKind | null {
  const ext = fileName.toLowerCase().split('.').pop();
  if (ext === 'xlsx' && bytes.subarray(0, 4).equals(ZIP_MAGIC)) return 'xlsx';
  if (ext === 'xls' && bytes.subarray(0, 8).equals(CFB_MAGIC)) return 'xls';
  return null;
}

/** Sum of the uncompressed sizes a zip's central directory declares; null when it cannot be read. */
export function zipUnpackedSize(bytes: Buffer): number | null {
  // End of central directory: 22 bytes plus a comment of at most 65535.
  const from = Math.max(0, bytes.length - 22 - 65_535);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return null;
    const size = bytes.readUInt32LE(offset + 24);
    // 0xFFFFFFFF defers to a ZIP64 record: no honest spreadsheet of 10 MB needs one.
    if (size === 0xffffffff) return null;
    total += size;
    offset +=
      46 +
      bytes.readUInt16LE(offset + 28) +
      bytes.readUInt16LE(offset + 30) +
      bytes.readUInt16LE(offset + 32);
  }
  return total;
}

export type CellValue = string | number;

export interface SheetRow {
  /** Row number as the spreadsheet shows it (1-based). */
  row: number;
  values: Partial<Record<PropertyInputField, CellValue>>;
  /** Per-field problems found while reading cells (an error cell such as #N/A). */
  cellErrors: string[];
}

export interface PropertySheet {
  rows: SheetRow[];
  /** Fields whose column is in the file; an absent optional column keeps stored values on re-upload. */
  present: Set<PropertyInputField>;
  /** Header texts that name no column. */
  ignoredColumns: string[];
}

const COLUMN_BY_KEY = new Map<string, SpreadsheetColumn>();
for (const column of SPREADSHEET_COLUMNS) {
  for (const name of [column.header, ...column.aliases]) COLUMN_BY_KEY.set(headerKey(name), column);
}

const DATE_FIELDS = new Set<PropertyInputField>(['auctionDate', 'emdSubmission']);
const TIME_FIELDS = new Set<PropertyInputField>(['auctionStartTime', 'auctionEndTime']);

function cellValue(
  cell: XLSX.CellObject | undefined,
  field: PropertyInputField,
  date1904: boolean,
): CellValue | { error: string } | undefined {
  if (!cell || cell.v === undefined || cell.v === null) return undefined;
  switch (cell.t) {
    case 'n': {
      const n = cell.v as number;
      if (DATE_FIELDS.has(field)) return excelSerialToIsoDate(n, date1904) ?? n;
      if (TIME_FIELDS.has(field)) return excelFractionToTime(n) ?? n;
      return n;
    }
    case 's':
      return cell.v as string;
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'd':
      return (cell.v as Date).toISOString().slice(0, 10);
    case 'e':
      return { error: XLSX.utils.format_cell(cell) || '#ERROR' };
    default:
      return undefined;
  }
}

const isBlankCell = (cell: XLSX.CellObject | undefined) =>
  !cell || cell.v === undefined || cell.v === null || (typeof cell.v === 'string' && cell.v.trim() === '');

/** Parses the upload into header-mapped rows, or refuses the whole file with a 4xx. */
export function readPropertySheet(bytes: Buffer, kind: SpreadsheetKind): PropertySheet {
  if (kind === 'xlsx') {
    const unpacked = zipUnpackedSize(bytes);
    if (unpacked === null) throw unreadable();
    if (unpacked > MAX_UNPACKED_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', 413, ADMIN_MESSAGES.uploadTooManyRows);
  }
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, SHEET_READ_OPTIONS);
  } catch (error) {
    throw unreadable(error);
  }
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName ? workbook.Sheets[sheetName] : undefined;
  if (!sheet) throw new AppError('VALIDATION_FAILED', 400, ADMIN_MESSAGES.uploadEmpty);
  const date1904 = workbook.Workbook?.WBProps?.date1904 === true;
  const data = (sheet['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];

  // A grid running past what was read holds more rows than the limit allows.
  const fullRef = (sheet['!fullref'] ?? sheet['!ref']) as string | undefined;
  if (fullRef && XLSX.utils.decode_range(fullRef).e.r + 1 > PROPERTY_UPLOAD_MAX_ROWS + 1 + SPARE_ROWS) {
    throw new AppError('PAYLOAD_TOO_LARGE', 413, ADMIN_MESSAGES.uploadTooManyRows);
  }

  const headerIndex = data.findIndex((r) => r?.some((c) => !isBlankCell(c)));
  const headerRow = headerIndex >= 0 ? data[headerIndex] : undefined;
  if (!headerRow) throw new AppError('VALIDATION_FAILED', 400, ADMIN_MESSAGES.uploadEmpty);

  const columns: { index: number; column: SpreadsheetColumn }[] = [];
  const ignoredColumns: string[] = [];
  const present = new Set<PropertyInputField>();
  headerRow.forEach((cell, index) => {
    if (isBlankCell(cell)) return;
    const text = String(cell.v).trim();
    const column = COLUMN_BY_KEY.get(headerKey(text));
    if (!column) {
      ignoredColumns.push(text.slice(0, 100));
      return;
    }
    if (present.has(column.field)) {
      throw new AppError('VALIDATION_FAILED', 400, ADMIN_MESSAGES.uploadDuplicateColumn(column.header));
    }
    present.add(column.field);
    columns.push({ index, column });
  });
  if (columns.length === 0) throw new AppError('VALIDATION_FAILED', 400, ADMIN_MESSAGES.uploadNoHeader);
  const missing = SPREADSHEET_COLUMNS.filter((c) => c.required && !present.has(c.field)).map((c) => c.header);
  if (missing.length > 0) {
    throw new Refusal('VALIDATION_FAILED', 400, ADMIN_MESSAGES.uploadMissingColumns(missing), {
      missingColumns: missing,
    });
  }

  const rows: SheetRow[] = [];
  for (let r = headerIndex + 1; r < data.length; r++) {
    const cells = data[r];
    if (!cells || columns.every(({ index }) => isBlankCell(cells[index]))) continue;
    if (rows.length === PROPERTY_UPLOAD_MAX_ROWS) {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, ADMIN_MESSAGES.uploadTooManyRows);
    }
    const values: SheetRow['values'] = {};
    const cellErrors: string[] = [];
    for (const { index, column } of columns) {
      const value = cellValue(cells[index], column.field, date1904);
      if (value === undefined) continue;
      if (typeof value === 'object')
        cellErrors.push(`${column.header} holds a spreadsheet error (${value.error})`);
      // A cell's text can carry NUL or a broken surrogate (SheetJS decodes _x0000_ escapes).
      else if (typeof value === 'string' && !isStorableText(value))
        cellErrors.push(`${column.header} ${UNSTORABLE_TEXT_MESSAGE}`);
      else values[column.field] = value;
    }
    rows.push({ row: r + 1, values, cellErrors });
  }
  if (rows.length === 0) throw new AppError('VALIDATION_FAILED', 400, ADMIN_MESSAGES.uploadEmpty);
  return { rows, present, ignoredColumns };
}
