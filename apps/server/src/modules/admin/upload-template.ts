import * as XLSX from '@e965/xlsx';
import { PROPERTY_UPLOAD_MAX_ROWS, SITE, SPREADSHEET_COLUMNS, parseDateText } from '@eauction/shared';

/** Excel's serial day of a YYYY-MM-DD date (1900 system). */
function excelSerial(isoDate: string): number {
  return Math.round((Date.parse(`${isoDate}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000);
}

/**
 * GET /api/admin/upload-template: the 'Properties' sheet with every column and one example row, and
 * an 'Instructions' sheet saying what each column takes. Dates in the example are real Excel dates
 * shown dd-mmm-yy; the Loan Account No column is text so long numbers keep their digits.
 */
export function buildUploadTemplate(): Buffer {
  const header = SPREADSHEET_COLUMNS.map((c) => c.header);
  const example = SPREADSHEET_COLUMNS.map((c): XLSX.CellObject => {
    const iso = typeof c.example === 'string' ? parseDateText(c.example) : null;
    if (iso && (c.field === 'auctionDate' || c.field === 'emdSubmission')) {
      return { t: 'n', v: excelSerial(iso), z: 'dd-mmm-yy' };
    }
    return typeof c.example === 'number' ? { t: 'n', v: c.example } : { t: 's', v: c.example };
  });
  const properties = XLSX.utils.aoa_to_sheet([header, example]);
  properties['!cols'] = SPREADSHEET_COLUMNS.map((c) => ({ wch: Math.max(14, c.header.length + 2) }));

  const instructions = XLSX.utils.aoa_to_sheet([
    [`${SITE.name}: bulk property upload`],
    [
      `Fill the 'Properties' sheet, one property per row, at most ${PROPERTY_UPLOAD_MAX_ROWS.toLocaleString('en-IN')} rows; ` +
        'keep the header row. Only the first sheet of the file is read. Column names are matched ignoring case and spaces.',
    ],
    [
      'Uploading a row whose Auction ID already exists updates that property. Once an auction has bids, its reserve price, ' +
        'bid increment, property type, auction date and times cannot change.',
    ],
    [
      'Formulas are not calculated: a cell is read as the value Excel last saved, and text such as =… is stored as text.',
    ],
    [],
    ['Column', 'Required', 'What to enter', 'Example'],
    ...SPREADSHEET_COLUMNS.map((c) => [c.header, c.required ? 'Yes' : 'No', c.note, String(c.example)]),
  ]);
  instructions['!cols'] = [{ wch: 26 }, { wch: 10 }, { wch: 90 }, { wch: 40 }];

  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, properties, 'Properties');
  XLSX.utils.book_append_sheet(workbook, instructions, 'Instructions');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
