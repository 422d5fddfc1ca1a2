/*
 * The admin console's contract (docs/product.md, "Admin console" and "Admin calls"): request bodies, answers
 * and messages of every /api/admin call except the registration review (auction-registration.ts). The server
 * and the web admin screens parse the same schemas. `auctionId` in a path always means the property's `_id`;
 * the spreadsheet's 'Auction ID' is the property's `auctionCode`.
 *
 * This module holds the messages and limits; the bodies and answers are in property-input.ts (Add
 * Property, Edit auction, default EMD accounts), spreadsheet-columns.ts (bulk upload), admin-auctions.ts
 * (Auction List, delete), reports.ts (Auction Reports) and admin-dashboard.ts.
 */

// ---------------------------------------------------------------------------------------------
// Messages and limits
// ---------------------------------------------------------------------------------------------

/** Bulk upload limits (docs/product.md, "Upload file rules"): at most 10 MB and 20,000 data rows per file. */
export const PROPERTY_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const PROPERTY_UPLOAD_MAX_ROWS = 20_000;
/** The multipart field of POST /api/admin/upload-properties. */
export const PROPERTY_UPLOAD_FIELD = 'propertiesFile';
export const PROPERTY_UPLOAD_EXTENSIONS = ['xlsx', 'xls'] as const;
/** For an `<input accept>`: the server still decides by the file's bytes. */
export const PROPERTY_UPLOAD_ACCEPT =
  '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';
/** An upload's answer lists at most this many refused rows (with `rejectedCount` giving them all). */
export const REJECTED_ROWS_LISTED_MAX = 1000;

/** Add Property's optional attachments (multipart): one sale-notice PDF and a few photos. */
export const SALE_NOTICE_FIELD = 'saleNotice';
export const PHOTOS_FIELD = 'photos';
export const PROPERTY_PHOTOS_MAX = 10;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

export const ADMIN_MESSAGES = {
  // docs/product.md, "Upload file rules" and "Import outcome"
  uploadNotExcel: 'Please upload an Excel file (.xlsx or .xls)',
  uploadNoFile: 'Please select a file to upload',
  uploadFailed: 'Upload failed',
  uploadError: 'Error uploading file',
  uploadUnreadable:
    'The file could not be read as an Excel workbook. Please save it again from Excel and retry.',
  uploadEmpty: 'The spreadsheet has no rows to import',
  uploadNoHeader: 'The first row of the sheet must hold the column names (download the template to see them)',
  uploadTooManyRows: `The spreadsheet has more than ${PROPERTY_UPLOAD_MAX_ROWS.toLocaleString('en-IN')} rows. Please split it into smaller files.`,
  uploadTooLarge: 'File is too large. The limit is 10 MB.',
  uploadNoValidRows:
    'No row of the spreadsheet could be imported, so nothing was changed. See the refused rows.',
  uploadMissingColumns: (headers: readonly string[]) =>
    `The spreadsheet is missing ${headers.length === 1 ? 'the column' : 'the columns'} ${headers
      .map((h) => `'${h}'`)
      .join(', ')}`,
  uploadDuplicateColumn: (header: string) => `The column '${header}' appears more than once`,
  uploadSucceeded: (count: number) =>
    `${count.toLocaleString('en-IN')} ${count === 1 ? 'property' : 'properties'} imported`,
  duplicateAuctionId: (firstRow: number) => `This Auction ID is already used in row ${firstRow} of the file`,
  uploadLockedByBids: (fields: readonly string[]) =>
    `This auction already has bids, so its ${joinWords(fields)} cannot be changed`,
  uploadLockedByClosing: (fields: readonly string[]) =>
    `This auction has closed, so its ${joinWords(fields)} cannot be changed: put the property up for auction again instead`,

  // docs/product.md, "Add Property"
  adding: 'Adding...',
  addFailed: 'Failed to add property',
  addError: 'Error adding property',
  addSucceeded: 'Property added successfully',
  saleNoticeNotPdf: 'The sale notice must be a PDF file',
  photoNotImage: 'Photos must be JPEG or PNG images',
  tooManyPhotos: `At most ${PROPERTY_PHOTOS_MAX} photos can be attached`,
  auctionCodeTaken: (code: string) => `Auction ID ${code} is already in use`,
  // The EMD beneficiary account (decision 031)
  emdAccountIncomplete:
    "Give all five EMD account details (account name, account number, IFSC code, bank name and branch), or none to use the bank's default account",
  emdAccountMissing: (bankName: string) =>
    `No EMD account for this auction: fill in the EMD account details, or save a default EMD account for ${bankName} in the admin console`,
  bankAccountSaved: 'Default EMD account saved',
  bankAccountDeleted: 'Default EMD account removed',
  bankAccountNotFound: 'No default EMD account is saved for this bank',
  notMultipartOrJson: 'Send the property as JSON, or as multipart/form-data when attaching files',

  // docs/product.md, "Edit auction"
  updateFailed: 'Failed to update auction',
  updateError: 'Error updating auction',
  updateSucceeded: 'Auction updated successfully',
  editLockedByBids: (fields: readonly string[]) =>
    `This auction already has bids, so its ${joinWords(fields)} can no longer be changed.`,
  editLockedByClosing: (fields: readonly string[]) =>
    `This auction has closed, so its ${joinWords(fields)} can no longer be changed. Put the property up for auction again instead.`,
  versionConflict: 'This auction was changed by someone else in the meantime. Reload it and try again.',
  nothingToUpdate: 'Nothing to update: send at least one field to change',

  // docs/product.md, "Delete auction"
  deleteFailed: 'Failed to delete auction',
  deleteError: 'Error deleting auction',
  deleteSucceeded: 'Auction deleted successfully',
  deleteHasRegistrations: (n: number) =>
    `This auction has ${n} registrations. You must delete or reassign these registrations before deleting the auction.`,
  deleteHasBids: (n: number) =>
    `This auction has ${n} ${n === 1 ? 'bid' : 'bids'}. An auction that has received bids cannot be deleted; its bid ledger is a record of the sale.`,

  // docs/product.md, "Auction List"
  noAuctions: 'No auctions found',
  auctionsLoadFailed: 'Failed to load auctions',

  // docs/product.md, "Report list" and "Report details"
  reportsFailed: 'Failed to fetch auction reports',
  reportsError: 'Error fetching auction reports',
  reportFailed: 'Failed to fetch auction report details',
  reportError: 'Error fetching auction report details',
  noBidsRecorded: 'No bids recorded for this auction',
  noBids: 'No bids',
  notAvailable: 'N/A',
  inProgress: 'In progress',
  downloadFailed: 'Download failed',
} as const;

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
