import * as XLSX from '@e965/xlsx';
import {
  ADMIN_MESSAGES,
  PROPERTY_UPLOAD_MAX_ROWS,
  SPREADSHEET_COLUMNS,
  excelFractionToTime,
  excelSerialToIsoDate,
  headerKey,
  type PropertyInputField,
  message,
  type Message,
  type SpreadsheetColumn,
} from '@eauction/shared';
import { AppError } from '../../platform/errors';
import { isStorableText, unstorableText } from '../../platform/security';
import { Refusal } from './refusal';
import { MAX_UNPACKED_BYTES, storedZip, unzipWithinLimit } from './unzip-limits';

/*
 * Reading the bulk upload spreadsheet. The file is trusted for nothing: its type is decided from its
 * bytes, an .xlsx is unpacked within a budget before SheetJS sees it (unzip-limits.ts), SheetJS reads
 * only the first sheet, only as many rows as the limit allows, and never formulas (cached values
 * only), rich text, styles, macros or embedded objects. A cell's text is kept as typed, so '=cmd|…' is
 * stored as those characters and nothing ever evaluates it. This runs in a worker thread
 * (spreadsheet-worker.ts), never on the server's event loop.
 */

export type SpreadsheetKind = 'xlsx' | 'xls';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** OLE2 compound file: legacy .xls (BIFF) workbooks. */
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

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

export type CellValue = string | number;

export interface SheetRow {
  /** Row number as the spreadsheet shows it (1-based). */
  row: number;
  values: Partial<Record<PropertyInputField, CellValue>>;
  /** Per-field problems found while reading cells (an error cell such as #N/A). */
  cellErrors: Message[];
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
  // SheetJS is handed the .xlsx re-written with its entries stored, so it inflates nothing itself.
  const workbookBytes = kind === 'xlsx' ? storedZip(unzipWithinLimit(bytes, MAX_UNPACKED_BYTES)) : bytes;
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(workbookBytes, SHEET_READ_OPTIONS);
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
    const cellErrors: Message[] = [];
    for (const { index, column } of columns) {
      const value = cellValue(cells[index], column.field, date1904);
      if (value === undefined) continue;
      if (typeof value === 'object')
        cellErrors.push(message('admin.row.cellError', { column: column.header, error: value.error }));
      // A cell's text can carry NUL or a broken surrogate (SheetJS decodes _x0000_ escapes).
      else if (typeof value === 'string' && !isStorableText(value))
        cellErrors.push(unstorableText(column.header));
      else values[column.field] = value;
    }
    rows.push({ row: r + 1, values, cellErrors });
  }
  if (rows.length === 0) throw new AppError('VALIDATION_FAILED', 400, ADMIN_MESSAGES.uploadEmpty);
  return { rows, present, ignoredColumns };
}
