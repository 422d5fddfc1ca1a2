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

import { message } from './messages';

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

/** A list of names as a message's values: `last` alone, or `fields` (the others) and `last`. */
function listValues(names: readonly string[]) {
  return {
    count: names.length,
    fields: names.slice(0, -1).join(', '),
    last: names[names.length - 1] ?? '',
  };
}

/**
 * The admin console's messages by their keys (src/locales/<locale>/admin.json); the ones with values are
 * functions giving the key and its values (messages.ts). Column headers, Auction IDs and bank names go in
 * as they are: the spreadsheet's headers are its file format, English in both languages.
 */
export const ADMIN_MESSAGES = {
  // docs/product.md, "Upload file rules" and "Import outcome"
  uploadNotExcel: 'admin.import.notExcel',
  uploadNoFile: 'admin.import.noFile',
  uploadFailed: 'admin.import.failed',
  uploadError: 'admin.import.error',
  uploadUnreadable: 'admin.import.unreadable',
  uploadEmpty: 'admin.import.empty',
  uploadNoHeader: 'admin.import.noHeader',
  uploadTooManyRows: message('admin.import.tooManyRows', {
    max: PROPERTY_UPLOAD_MAX_ROWS.toLocaleString('en-IN'),
  }),
  uploadTooLarge: 'admin.import.tooLarge',
  uploadNoValidRows: 'admin.import.noValidRows',
  uploadMissingColumns: (headers: readonly string[]) =>
    message('admin.import.missingColumns', {
      count: headers.length,
      columns: headers.map((h) => `'${h}'`).join(', '),
    }),
  uploadDuplicateColumn: (header: string) => message('admin.import.duplicateColumn', { header }),
  uploadSucceeded: (count: number) =>
    message('admin.import.succeeded', { count, n: count.toLocaleString('en-IN') }),
  duplicateAuctionId: (firstRow: number) => message('admin.import.duplicateAuctionId', { row: firstRow }),
  uploadLockedByBids: (headers: readonly string[]) =>
    message('admin.import.lockedByBids', listValues(headers)),
  uploadLockedByClosing: (headers: readonly string[]) =>
    message('admin.import.lockedByClosing', listValues(headers)),

  // docs/product.md, "Add Property"
  adding: 'admin.addOutcome.adding',
  addFailed: 'admin.addOutcome.failed',
  addError: 'admin.addOutcome.error',
  addSucceeded: 'admin.addOutcome.succeeded',
  saleNoticeNotPdf: 'admin.addOutcome.saleNoticeNotPdf',
  photoNotImage: 'admin.addOutcome.photoNotImage',
  tooManyPhotos: message('admin.addOutcome.tooManyPhotos', { max: PROPERTY_PHOTOS_MAX }),
  auctionCodeTaken: (code: string) => message('admin.addOutcome.auctionCodeTaken', { code }),
  // The EMD beneficiary account (decision 031)
  emdAccountIncomplete: 'admin.emdAccount.incomplete',
  emdAccountMissing: (bankName: string) => message('admin.emdAccount.missing', { bank: bankName }),
  bankAccountSaved: 'admin.emdAccount.saved',
  bankAccountDeleted: 'admin.emdAccount.deleted',
  bankAccountNotFound: 'admin.emdAccount.notFound',
  notMultipartOrJson: 'admin.addOutcome.notMultipartOrJson',

  // docs/product.md, "Edit auction"
  updateFailed: 'admin.editOutcome.failed',
  updateError: 'admin.editOutcome.error',
  updateSucceeded: 'admin.editOutcome.succeeded',
  /** `fieldKeys`: the keys of the locked fields' labels (PROPERTY_FIELD_KEYS), listed in the reader's words. */
  editLockedByBids: (fieldKeys: readonly string[]) =>
    message('admin.editOutcome.lockedByBids', { fields: fieldKeys.map((key) => message(key)) }),
  editLockedByClosing: (fieldKeys: readonly string[]) =>
    message('admin.editOutcome.lockedByClosing', { fields: fieldKeys.map((key) => message(key)) }),
  versionConflict: 'admin.editOutcome.versionConflict',
  nothingToUpdate: 'admin.editOutcome.nothingToUpdate',

  // docs/product.md, "Delete auction"
  deleteFailed: 'admin.deleteOutcome.failed',
  deleteError: 'admin.deleteOutcome.error',
  deleteSucceeded: 'admin.deleteOutcome.succeeded',
  deleteHasRegistrations: (n: number) => message('admin.deleteOutcome.hasRegistrations', { count: n }),
  deleteHasBids: (n: number) => message('admin.deleteOutcome.hasBids', { count: n }),

  // docs/product.md, "Auction List"
  noAuctions: 'admin.auctionList.none',
  auctionsLoadFailed: 'admin.auctionList.loadFailed',

  // docs/product.md, "Report list" and "Report details"
  reportsFailed: 'admin.reporting.listFailed',
  reportsError: 'admin.reporting.listError',
  reportFailed: 'admin.reporting.detailsFailed',
  reportError: 'admin.reporting.detailsError',
  noBidsRecorded: 'admin.reporting.noBidsRecorded',
  noBids: 'admin.reporting.noBids',
  notAvailable: 'admin.reporting.notAvailable',
  inProgress: 'admin.reporting.inProgress',
  downloadFailed: 'admin.reporting.downloadFailed',
} as const;
