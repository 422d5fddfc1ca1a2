import { crc32, inflateRawSync } from 'node:zlib';
import { ADMIN_MESSAGES, message } from '@eauction/shared';
import { AppError } from '../../platform/errors';

/*
 * An .xlsx is a zip, and a zip can hold far more than it weighs: 500 KB of repeated shared strings
 * inflate to 250 MB, which SheetJS would unpack whole, as it unpacks every entry of the archive before
 * reading any. So the archive is opened here instead, within a budget: the sizes its central directory
 * declares are added up BEFORE anything is inflated, and each entry is then inflated by zlib with its
 * declared size as the most it may produce, so a zip that lies about its sizes is stopped at the lie
 * rather than believed. SheetJS then reads a copy of the archive re-written with the entries stored
 * (not compressed): it never inflates anything itself, and no trick of the original's layout (a second
 * end record, disagreeing entry counts, sizes in ZIP64 fields) can make it read other bytes than the
 * ones counted here.
 */

/**
 * The most a spreadsheet may unpack to, every entry together. The bulk upload's largest honest file,
 * 20,000 rows with every column filled (the one `npm run bench:import` builds), unpacks to about 20 MB;
 * 64 MB leaves room for three times that (longer texts, Excel's own styles and metadata) while keeping
 * an upload's memory and parse time bounded.
 */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

export const UNPACKED_TOO_LARGE_MESSAGE = message('errors.spreadsheet.unpackedTooLarge', {
  megabytes: MAX_UNPACKED_BYTES / 1024 / 1024,
});

export const unpackedTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, UNPACKED_TOO_LARGE_MESSAGE);

const unreadable = (internalMessage: string) =>
  new AppError('BAD_REQUEST', 400, ADMIN_MESSAGES.uploadUnreadable, undefined, { internalMessage });

export interface ZipEntry {
  /** The name's bytes as the archive holds them (UTF-8 when `utf8Name`). */
  name: Buffer;
  utf8Name: boolean;
  data: Buffer;
}

// Signatures and fixed sizes of the zip format (PKWARE APPNOTE, sections 4.3.7, 4.3.12 and 4.3.16).
const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const LOCAL_HEADER_SIZE = 30;
const CENTRAL_HEADER_SIZE = 46;
const END_SIZE = 22;
const STORED = 0;
const DEFLATED = 8;
/** General purpose flag bits: encrypted, and names in UTF-8. */
const FLAG_ENCRYPTED = 0x0001;
const FLAG_UTF8 = 0x0800;

/**
 * The end of central directory record: the last 22 bytes of the file plus its comment, found by
 * looking back for its signature AND requiring that the record, with the comment length it states,
 * ends exactly at the end of the file (a signature inside the comment does not count).
 */
function findEndRecord(bytes: Buffer): number {
  const from = Math.max(0, bytes.length - END_SIZE - 0xffff);
  for (let at = bytes.length - END_SIZE; at >= from; at--) {
    if (
      bytes.readUInt32LE(at) === END_OF_DIRECTORY &&
      at + END_SIZE + bytes.readUInt16LE(at + 20) === bytes.length
    ) {
      return at;
    }
  }
  throw unreadable('zip: no end of central directory record');
}

interface DirectoryEntry {
  name: Buffer;
  flags: number;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The entries the central directory lists, checked for what a spreadsheet of 10 MB can be. */
function readDirectory(bytes: Buffer): DirectoryEntry[] {
  const end = findEndRecord(bytes);
  const thisDisk = bytes.readUInt16LE(end + 4);
  const directoryDisk = bytes.readUInt16LE(end + 6);
  const entriesHere = bytes.readUInt16LE(end + 8);
  const entries = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryStart = bytes.readUInt32LE(end + 16);
  // One disk, one count: a reader that trusts either field then reads the same entries. A ZIP64
  // archive (0xFFFF entries, 0xFFFFFFFF offsets) is refused with them: no spreadsheet of 10 MB needs one.
  if (thisDisk !== 0 || directoryDisk !== 0 || entriesHere !== entries || entries === 0xffff) {
    throw unreadable('zip: multi-disk, ZIP64 or inconsistent entry counts');
  }
  if (directoryStart + directorySize > end) throw unreadable('zip: central directory out of bounds');

  const list: DirectoryEntry[] = [];
  let at = directoryStart;
  for (let n = 0; n < entries; n++) {
    if (at + CENTRAL_HEADER_SIZE > end || bytes.readUInt32LE(at) !== CENTRAL_HEADER) {
      throw unreadable('zip: broken central directory');
    }
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: DirectoryEntry = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.subarray(at + CENTRAL_HEADER_SIZE, at + CENTRAL_HEADER_SIZE + nameLength),
    };
    if (entry.flags & FLAG_ENCRYPTED) throw unreadable('zip: encrypted entry');
    if (entry.method !== STORED && entry.method !== DEFLATED) throw unreadable('zip: unknown method');
    list.push(entry);
    at += CENTRAL_HEADER_SIZE + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  if (at > end) throw unreadable('zip: central directory out of bounds');
  return list;
}

/** The bytes an entry holds, compressed or not, located through its local header. */
function rawData(bytes: Buffer, entry: DirectoryEntry): Buffer {
  const at = entry.localOffset;
  if (at + LOCAL_HEADER_SIZE > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) {
    throw unreadable('zip: broken local header');
  }
  const start = at + LOCAL_HEADER_SIZE + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressedSize > bytes.length) throw unreadable('zip: entry out of bounds');
  return bytes.subarray(start, start + entry.compressedSize);
}

/**
 * Every entry of a zip, inflated, provided they come to at most `limit` bytes together; otherwise a
 * 413 before anything is inflated (the sizes declared) or as soon as an entry inflates past its
 * declared size (a 400: the archive lies, and is not read further).
 */
export function unzipWithinLimit(bytes: Buffer, limit = MAX_UNPACKED_BYTES): ZipEntry[] {
  const directory = readDirectory(bytes);
  // 0xFFFFFFFF (ZIP64's "see the extra field") is far above any limit, so it is refused here too.
  const declared = directory.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > limit) throw unpackedTooLarge();
  // Entries may not share their compressed bytes: many entries pointing at the same few megabytes
  // would make zlib read the file over and over. Together the two bounds cap the work at inflating
  // at most the file's size into at most `limit` bytes.
  const compressed = directory.reduce((sum, entry) => sum + entry.compressedSize, 0);
  if (compressed > bytes.length) throw unreadable('zip: entries share their data');

  return directory.map((entry) => {
    const raw = rawData(bytes, entry);
    let data: Buffer;
    if (entry.method === STORED) {
      data = raw;
    } else {
      try {
        // zlib stops as soon as the output passes maxOutputLength (ERR_BUFFER_TOO_LARGE): a lying
        // entry costs at most its declared size. The deflate stream must also end within the entry.
        data = inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.size) });
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        throw unreadable(
          code === 'ERR_BUFFER_TOO_LARGE' ? 'zip: entry inflates past its declared size' : `zip: ${code}`,
        );
      }
    }
    if (data.length !== entry.size) throw unreadable('zip: entry size differs from the declared size');
    return { name: entry.name, utf8Name: (entry.flags & FLAG_UTF8) !== 0, data };
  });
}

/**
 * The entries as a new zip whose entries are stored, not compressed: what SheetJS is given to read.
 * Only the fields a reader needs are written: names, sizes, CRC-32 and offsets (times are zero).
 */
export function storedZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, utf8Name, data } of entries) {
    const flags = utf8Name ? FLAG_UTF8 : 0;
    const crc = crc32(data);
    const local = Buffer.alloc(LOCAL_HEADER_SIZE);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4); // version needed to extract: 2.0
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(STORED, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);

    const central = Buffer.alloc(CENTRAL_HEADER_SIZE);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(20, 4); // made by: 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(STORED, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += LOCAL_HEADER_SIZE + name.length + data.length;
  }
  const directorySize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(END_SIZE);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
